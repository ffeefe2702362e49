// «Ориентир» Спорт: the page's own script, from a file (the CSP allows no inline code).
// The racekit queue stub first, so configuration and listeners are in place before racekit.js.
window.Racekit = window.Racekit || { q: [], configure: function (c) { this.q.push(c); }, on: function (t, f) { document.addEventListener('racekit:' + t, f); } };

Racekit.configure({ lang: 'ru' });

Racekit.on('basket-change', function (event) {
  var status = document.getElementById('status');
  if (status) status.textContent = 'Билетов в корзине: ' + event.detail.count + '. Не забудьте оплатить картой «Ориентир Актив».';
});

Racekit.on('error', function (event) {
  console.warn('racekit:', event.detail.message);
});
