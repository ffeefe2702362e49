// Browsers without ES modules (old Internet Explorer) never run the site's module: this
// classic script, loaded only by them (nomodule), sends them to /notsupport and says why there.
(function () {
  if (window.location.pathname !== '/notsupport') {
    window.location.replace('/notsupport');
    return;
  }
  var root = document.getElementById('root');
  if (root === null) return;
  var title = document.createElement('h1');
  title.appendChild(document.createTextNode('Ваш браузер не поддерживается'));
  root.appendChild(title);
})();
