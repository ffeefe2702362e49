/**
 * Social sign-in with real providers (Google, VK ID): each sign-in or link in progress keeps
 * its PKCE code verifier, its OpenID nonce and the redirect URI given to the provider,
 * under the sha256 of its `state`, from the moment the browser leaves for the provider until
 * it comes back — single-use (taken by `DELETE … RETURNING`) and expiring in minutes, in the
 * database so that every server process agrees. A link remembers who started it.
 *
 * The local stand-in provider (development and tests) checks PKCE like a real one: its grants
 * keep the code challenge and the nonce of the authorisation request.
 */
export const socialSignInMigrationSql = /* sql */ `
CREATE TABLE social_sign_in (
  state_hash text PRIMARY KEY,
  network text NOT NULL CHECK (network IN ('vk', 'google')),
  mode text NOT NULL CHECK (mode IN ('signIn', 'link')),
  -- the signed-in user who started a link (NULL for a sign-in)
  user_id text REFERENCES app_user (public_id) ON DELETE CASCADE,
  redirect_uri text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK ((mode = 'link') = (user_id IS NOT NULL))
);
CREATE INDEX social_sign_in_expires ON social_sign_in (expires_at);

ALTER TABLE stand_in_oauth_grant ADD COLUMN code_challenge text;
ALTER TABLE stand_in_oauth_grant ADD COLUMN nonce text;
`;
