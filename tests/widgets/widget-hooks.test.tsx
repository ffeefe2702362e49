/**
 * The hooks every widget shares (sdk/elements): a contract call as server state, failures
 * reported to the global popup and to the host page, and a validator's message in words.
 * Each runs inside a real racekit widget (shadow root, page store, query client, i18n).
 */
import { act, useState } from 'react';
import { findByShadowText, getByShadowRole } from 'shadow-dom-testing-library';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsCalls } from '../../sdk/contract/index.ts';
import { formMessage } from '../../sdk/forms/index.ts';
import { ApiMessageError, ForbiddenError, HttpStatusError, NetworkError, ServerFailureError, UnauthorizedError } from '../../sdk/http/index.ts';
import { getRacekitStore, globalErrorAtom } from '../../sdk/state/index.ts';
import { useCallQuery, useExtraStyles, useLoadErrorReport, useMessageText, useReportError } from '../../sdk/elements/index.ts';
import { renderInWidget } from './support/render-in-widget.tsx';

const news = (title: string) => ({ public_id: 'n-1', title, date: '2026-03-01', text: 'Текст' });

function stubNews(reply: (url: URL) => Response) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      requests.push(url.pathname);
      return reply(url);
    }),
  );
  return requests;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function heard() {
  const details: unknown[] = [];
  const listener = (event: CustomEvent) => details.push(event.detail);
  document.addEventListener('racekit:error', listener);
  cleanups.push(() => document.removeEventListener('racekit:error', listener));
  return details;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

const popup = () => getRacekitStore().get(globalErrorAtom);

describe('useCallQuery', () => {
  it('asks nothing for a null input, then asks once per distinct input (compared by value)', async () => {
    const requests = stubNews((url) => json(200, news(`Новость ${url.pathname.split('/').pop() ?? ''}`)));
    const failures: unknown[] = [];
    function Reader() {
      const [id, setId] = useState<string | null>(null);
      const [, rerender] = useState(0);
      const answer = useCallQuery(newsCalls.one, id === null ? null : { params: { id } }, (error) => failures.push(error));
      return (
        <>
          <button type="button" onClick={() => setId('n-1')}>
            one
          </button>
          <button type="button" onClick={() => rerender((count) => count + 1)}>
            again
          </button>
          <p>{id === null ? `idle ${answer.fetchStatus}` : (answer.data?.title ?? 'loading')}</p>
        </>
      );
    }
    const widget = await renderInWidget(Reader);
    await findByShadowText(widget, 'idle idle');
    expect(requests).toEqual([]);
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'one' }));
    });
    await findByShadowText(widget, 'Новость n-1');
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'again' }));
    });
    expect(requests).toEqual(['/api/news/one/n-1']);
    expect(failures).toEqual([]);
  });

  it('tells onError once about a failed call', async () => {
    stubNews(() => json(400, { message: 'Новость снята' }));
    const failures: unknown[] = [];
    function Reader() {
      const answer = useCallQuery(newsCalls.one, { params: { id: 'gone' } }, (error) => failures.push(error));
      return <p>{answer.status}</p>;
    }
    const widget = await renderInWidget(Reader);
    await findByShadowText(widget, 'error');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(ApiMessageError);
  });
});

describe('useReportError: the error catalogue for an action’s failure', () => {
  it.each([
    ['a 400 shows the server’s message', new ApiMessageError('Билет уже передан', {}), 'Билет уже передан'],
    ['500/502/422 the generic text', new ServerFailureError(502), 'Произошла ошибка, попробуйте позже'],
    ['another status with a message shows it', new HttpStatusError(404, {}, 'Билет не найден'), 'Билет не найден'],
    ['another status without one: generic', new HttpStatusError(409, {}, undefined), 'Произошла ошибка, попробуйте позже'],
    ['no response: the network text', new NetworkError(), 'Нет связи с сервером. Проверьте подключение к интернету'],
    ['401: nothing (the login opens)', new UnauthorizedError(), null],
    ['403: nothing (the login opens)', new ForbiddenError(), null],
  ])('%s', async (_case, error, text) => {
    const events = heard();
    let report: (error: unknown) => void = () => undefined;
    function Reporter() {
      report = useReportError();
      return null;
    }
    const widget = await renderInWidget(Reporter);
    await act(async () => report(error));
    expect(popup()).toBe(text);
    expect(events).toEqual([{ code: 'api', message: error.message, tag: widget.localName }]);
  });

  it('a failure that is not an API error: the generic text, and the console hears it', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    let report: (error: unknown) => void = () => undefined;
    function Reporter() {
      report = useReportError();
      return null;
    }
    await renderInWidget(Reporter);
    await act(async () => report(new TypeError('boom')));
    expect(popup()).toBe('Произошла ошибка, попробуйте позже');
    expect(console).toHaveBeenCalledOnce();
    console.mockRestore();
  });
});

describe('useLoadErrorReport: a failed load, once per error', () => {
  it.each([
    ['a 400: its message in the popup', new ApiMessageError('Нет такого события', {}), 'Нет такого события'],
    ['a 502: the generic text', new ServerFailureError(502), 'Произошла ошибка, попробуйте позже'],
    ['no response: no popup (the widget says so itself)', new NetworkError(), null],
  ])('%s', async (_case, error, text) => {
    const events = heard();
    let fail: (error: Error) => void = () => undefined;
    function Loader() {
      const [failure, setFailure] = useState<Error | null>(null);
      const [, rerender] = useState(0);
      fail = setFailure;
      useLoadErrorReport(failure);
      return (
        <button type="button" onClick={() => rerender((count) => count + 1)}>
          again
        </button>
      );
    }
    const widget = await renderInWidget(Loader);
    await act(async () => fail(error));
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'again' }));
    });
    expect(popup()).toBe(text);
    expect(events).toEqual([{ code: 'api', message: error.message, tag: widget.localName }]);
  });
});

describe('useMessageText', () => {
  it('gives a message’s words in the widget’s language, and nothing for no message', async () => {
    function Words() {
      const text = useMessageText();
      return (
        <p>
          {text(formMessage('fillField'))}|{text(null) ?? 'none'}|{text(undefined) ?? 'none'}
        </p>
      );
    }
    const widget = await renderInWidget(Words);
    await findByShadowText(widget, 'Заполните поле|none|none');
    const english = await renderInWidget(Words, { lang: 'en' });
    expect((await findByShadowText(english, /\|none\|none$/)).textContent).not.toContain('Заполните');
  });
});

describe('useExtraStyles', () => {
  const cssText = (sheet: CSSStyleSheet | undefined) => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(' ');

  it('adopts a lazily needed stylesheet after the widget’s own, or before them, once per root', async () => {
    function Styled() {
      useExtraStyles('.dialog-extra { color: red; }');
      useExtraStyles('.library-extra { color: blue; }', 'before');
      useExtraStyles('.dialog-extra { color: red; }');
      return <p>styled</p>;
    }
    const widget = await renderInWidget(Styled);
    await findByShadowText(widget, 'styled');
    const sheets = widget.shadowRoot?.adoptedStyleSheets ?? [];
    expect(cssText(sheets[0])).toContain('.library-extra');
    expect(cssText(sheets.at(-1))).toContain('.dialog-extra');
    expect(sheets.filter((sheet) => cssText(sheet).includes('.dialog-extra'))).toHaveLength(1);
  });
});
