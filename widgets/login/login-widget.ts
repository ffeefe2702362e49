import { attr, widget } from '../../sdk/elements/index.ts';
import { installAuthBridge } from '../../sdk/state/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { uiStyles } from '../../sdk/ui/index.ts';
import { Login, loginModes } from './login.tsx';
import loginCss from './login.css?inline';
import { loginTexts } from './login-texts.ts';

/** The attributes of `<racekit-login>` (documented in login.tsx). */
export const loginAttributes = {
  mode: attr.oneOf(loginModes, 'login'),
  code: attr.text(),
  next: attr.text(),
};

/**
 * `<racekit-login>` (documented in login.tsx) as a widget: registered as a tag by define.ts
 * (the site, the tests, a React host), mounted by its first paint (login-shell.ts) in the embed bundle.
 */
export const loginWidget = widget('racekit-login', Login, {
  attributes: loginAttributes,
  texts: loginTexts,
  styles: [...uiStyles, loginCss],
  // The token must reach the HTTP client: signIn loads and merges the user's basket. The
  // query client serves the social networks' list (created before, not during, an atom read).
  startup: [getQueryClient, installAuthBridge],
});
