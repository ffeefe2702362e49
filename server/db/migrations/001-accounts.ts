/**
 * Accounts (account.md): users, their sign-in sessions, one-time codes (mail links and SMS),
 * linked social networks, the stand-in OAuth provider's grants, the development outbox,
 * support requests and newsletter subscriptions.
 *
 * Conventions (shared with the catalogue): rows are named by a text `public_id` and foreign
 * keys use it; times are `timestamptz` written by the server's clock (never `now()` in a
 * statement, so tests can move time); secrets are stored only as sha256 (tokens, codes) or
 * scrypt (passwords).
 */
export const accountsMigrationSql = /* sql */ `
CREATE TABLE app_user (
  public_id text PRIMARY KEY,
  email text CHECK (email = lower(email)),
  email_confirmed boolean NOT NULL DEFAULT false,
  phone text CHECK (phone ~ '^[0-9]{10,15}$'),
  phone_confirmed boolean NOT NULL DEFAULT false,
  password_hash text,
  name text,
  last_name text,
  second_name text,
  birth_date text CHECK (birth_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  gender text NOT NULL DEFAULT 'none' CHECK (gender IN ('none', 'male', 'female')),
  mailing boolean NOT NULL DEFAULT false,
  extra_contact text,
  type_relate text,
  contact_phone text,
  role text[] NOT NULL DEFAULT '{}',
  discount numeric CHECK (discount >= 0),
  discount_form text CHECK (discount_form IN ('percent', 'fixed')),
  -- created by a guest payment; PUT /api/user/auth/payment makes it a full account
  temporary boolean NOT NULL DEFAULT false,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL
);
-- A temporary user may share the e-mail of a full account (a guest paying with it).
CREATE UNIQUE INDEX app_user_email ON app_user (email) WHERE NOT temporary;
CREATE UNIQUE INDEX app_user_phone ON app_user (phone) WHERE NOT temporary;

CREATE TABLE auth_session (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES app_user (public_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  method text NOT NULL,
  city text,
  country text,
  os text,
  browser text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_session_user ON auth_session (user_id, created_at DESC);

CREATE TABLE one_time_code (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN (
    'verify_email', 'new_email', 'reset_password', 'reset_secure', 'sms_sign_in', 'new_phone'
  )),
  -- the e-mail or phone the code was sent to
  target text NOT NULL,
  user_id text REFERENCES app_user (public_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- set when used, replaced by a resend, or spent by too many wrong attempts
  closed_at timestamptz
);
CREATE INDEX one_time_code_target ON one_time_code (purpose, target, created_at DESC);
CREATE INDEX one_time_code_hash ON one_time_code (purpose, code_hash);

CREATE TABLE social_account (
  network text NOT NULL CHECK (network IN ('vk', 'google')),
  -- the provider's id of the person
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES app_user (public_id) ON DELETE CASCADE,
  email text,
  name text,
  linked_at timestamptz NOT NULL,
  PRIMARY KEY (network, subject)
);
CREATE UNIQUE INDEX social_account_user ON social_account (user_id, network);

-- The local stand-in OAuth provider's authorisation codes (it stands for vk.com and Google).
CREATE TABLE stand_in_oauth_grant (
  code_hash text PRIMARY KEY,
  network text NOT NULL,
  subject text NOT NULL,
  email text,
  name text,
  last_name text,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE outbox_message (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('mail', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  link text,
  code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_message_recipient ON outbox_message (recipient, id DESC);

CREATE TABLE support_request (
  public_id text PRIMARY KEY,
  user_id text REFERENCES app_user (public_id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  text text,
  support_type text,
  mailing boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);

CREATE TABLE newsletter_subscription (
  email text PRIMARY KEY CHECK (email = lower(email)),
  created_at timestamptz NOT NULL
);
`;
