/**
 * The catalogue: everything a visitor reads before paying (purchase.md §3, account.md §3).
 *
 * Conventions of this schema:
 * - Every row is named by a text `public_id`, the id the API shows; foreign keys use it too.
 * - Money is whole roubles in `integer` (prices are shown without decimals; discounts may be
 *   fractional percent, so `discount` is numeric).
 * - Stock that payments decrement under contention is a plain integer column with
 *   CHECK (>= 0): format_ticket_kind.tickets_left, shirt_size.count, product.stock,
 *   product_size.count, team.members, and promocode.used_count (bounded by total_count).
 *   Payments take row locks (SELECT … FOR UPDATE) on these rows, and the CHECK is the last
 *   line of defence: an oversell fails the transaction instead of going negative.
 * - Nested configuration that is read as a whole and never queried by its parts (clusters,
 *   the place select, additional fields, page banners) is jsonb.
 * - Locations are geonames ids (default city 524901 Moscow, default region 524894).
 */
export const catalogueMigrationSql = /* sql */ `
CREATE TABLE location_region (
  id integer PRIMARY KEY,
  country text NOT NULL DEFAULT 'RU',
  name_ru text NOT NULL,
  name_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE location_city (
  id integer PRIMARY KEY,
  region_id integer NOT NULL REFERENCES location_region (id),
  name_ru text NOT NULL,
  name_en text NOT NULL,
  timezone text NOT NULL DEFAULT 'Europe/Moscow',
  latitude numeric(9, 5),
  longitude numeric(9, 5),
  -- the region's main city first
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX location_city_region ON location_city (region_id);

CREATE TABLE postal_index (
  postal_index text PRIMARY KEY CHECK (postal_index ~ '^[0-9]{6}$'),
  city_id integer NOT NULL REFERENCES location_city (id),
  address text NOT NULL
);

CREATE TABLE picture (
  name text PRIMARY KEY,
  content_type text NOT NULL DEFAULT 'image/svg+xml',
  body text NOT NULL
);

CREATE TABLE document (
  slug text PRIMARY KEY,
  title text NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL DEFAULT 'application/pdf',
  content bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE event_type (
  public_id text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  logo text,
  video_promo text,
  project_link text,
  project_picture_main text,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE event (
  public_id text PRIMARY KEY,
  event_type_id text NOT NULL REFERENCES event_type (public_id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  external_url text,
  slider boolean NOT NULL DEFAULT false,
  -- { home_page: { desktop_picture, mobile_picture, text_color, slider_logo, button_color },
  --   landing_page: { slider_logo, button_color, mobile_picture } }
  banners jsonb NOT NULL DEFAULT '{}',
  -- listed only to signed-in users with the 'volunteer' role (the event list "with token")
  volunteer_only boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX event_event_type ON event (event_type_id);

CREATE TABLE event_city (
  public_id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES event (public_id),
  city_id integer NOT NULL REFERENCES location_city (id),
  address text NOT NULL,
  start_time timestamptz NOT NULL,
  timezone text NOT NULL DEFAULT 'Europe/Moscow'
);
CREATE INDEX event_city_event ON event_city (event_id);
CREATE INDEX event_city_start ON event_city (start_time);

CREATE TABLE space (
  public_id text PRIMARY KEY,
  event_city_id text NOT NULL REFERENCES event_city (public_id),
  title text NOT NULL,
  picture text
);

CREATE TABLE space_map (
  public_id text PRIMARY KEY,
  space_id text NOT NULL REFERENCES space (public_id),
  title text NOT NULL,
  picture text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE space_place (
  public_id text PRIMARY KEY,
  space_id text NOT NULL REFERENCES space (public_id),
  sector text NOT NULL,
  row_number integer NOT NULL CHECK (row_number > 0),
  place integer NOT NULL CHECK (place > 0),
  price integer CHECK (price >= 0),
  booked boolean NOT NULL DEFAULT false,
  UNIQUE (space_id, sector, row_number, place)
);

CREATE TABLE event_format (
  public_id text PRIMARY KEY,
  event_city_id text NOT NULL REFERENCES event_city (public_id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price >= 0),
  -- a format's own start (a wave) when it differs from the event city's
  start_time timestamptz,
  max_count integer NOT NULL DEFAULT 1 CHECK (max_count >= 1),
  min_count integer NOT NULL DEFAULT 1 CHECK (min_count >= 1),
  buy_limit integer CHECK (buy_limit >= 1),
  age_min integer CHECK (age_min >= 0),
  age_max integer CHECK (age_max >= 0),
  preregistration boolean NOT NULL DEFAULT false,
  region_ids integer[] NOT NULL DEFAULT '{}',
  -- [{ name, value, file }]: file true → the cluster needs a document
  clusters jsonb NOT NULL DEFAULT '[]',
  -- { title, values: [...] } or null
  place_select jsonb,
  -- [{ name, label, required }]
  additional_fields jsonb NOT NULL DEFAULT '[]',
  license_file boolean NOT NULL DEFAULT false,
  is_team boolean NOT NULL DEFAULT false,
  team_all boolean NOT NULL DEFAULT false,
  fixed_count boolean NOT NULL DEFAULT true,
  qr boolean NOT NULL DEFAULT true,
  insurance_available boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  -- the participant chooses a shirt from the event city's sizes
  with_shirt boolean NOT NULL DEFAULT false,
  -- no shirt can be promised with this format any more (whatever the stock)
  shirt_unavailable boolean NOT NULL DEFAULT false,
  -- the price before the current one, shown struck through
  old_price integer CHECK (old_price >= 0),
  notes text,
  space_id text REFERENCES space (public_id),
  -- start numbers a participant may book (GET /api/booked/numbers/{id})
  number_first integer CHECK (number_first > 0),
  number_last integer,
  sort integer NOT NULL DEFAULT 0,
  CHECK (min_count <= max_count),
  CHECK (age_min IS NULL OR age_max IS NULL OR age_min <= age_max),
  CHECK (number_last IS NULL OR number_first IS NULL OR number_first <= number_last)
);
CREATE INDEX event_format_event_city ON event_format (event_city_id);

CREATE TABLE format_ticket_kind (
  format_id text NOT NULL REFERENCES event_format (public_id),
  kind text NOT NULL,
  title text NOT NULL,
  tickets_total integer NOT NULL CHECK (tickets_total >= 0),
  tickets_left integer NOT NULL CHECK (tickets_left >= 0),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (format_id, kind),
  CHECK (tickets_left <= tickets_total)
);

-- participant shirts of an event city, shared by its formats with_shirt
CREATE TABLE shirt_size (
  public_id text PRIMARY KEY,
  event_city_id text NOT NULL REFERENCES event_city (public_id),
  name text NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (event_city_id, name)
);

CREATE TABLE booked_number (
  format_id text NOT NULL REFERENCES event_format (public_id),
  number integer NOT NULL CHECK (number > 0),
  user_public_id text,
  booked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (format_id, number)
);

CREATE TABLE sale (
  public_id text PRIMARY KEY,
  active boolean NOT NULL DEFAULT true,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  discount numeric(10, 2) NOT NULL CHECK (discount >= 0),
  discount_form text NOT NULL CHECK (discount_form IN ('percent', 'fixed')),
  count integer NOT NULL DEFAULT 1 CHECK (count >= 1),
  CHECK (start_date <= end_date),
  CHECK (discount_form <> 'percent' OR discount <= 100)
);

CREATE TABLE sale_format (
  sale_id text NOT NULL REFERENCES sale (public_id),
  format_id text NOT NULL REFERENCES event_format (public_id),
  PRIMARY KEY (sale_id, format_id)
);
CREATE INDEX sale_format_format ON sale_format (format_id);

CREATE TABLE team (
  public_id text PRIMARY KEY,
  format_id text NOT NULL REFERENCES event_format (public_id),
  title text NOT NULL,
  number integer NOT NULL CHECK (number > 0),
  members integer NOT NULL DEFAULT 0 CHECK (members >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (format_id, number)
);

CREATE TABLE insurance (
  public_id text PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  footnote text NOT NULL DEFAULT '',
  legals text NOT NULL,
  logo text,
  price integer NOT NULL CHECK (price >= 0),
  validity_time integer NOT NULL CHECK (validity_time > 0),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE insurance_format (
  insurance_id text NOT NULL REFERENCES insurance (public_id),
  format_id text NOT NULL REFERENCES event_format (public_id),
  PRIMARY KEY (insurance_id, format_id)
);
CREATE INDEX insurance_format_format ON insurance_format (format_id);

CREATE TABLE shop_category (
  public_id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE product (
  public_id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES shop_category (public_id),
  -- good: merchandise; certificate: a gift certificate (no promo codes, no delivery)
  kind text NOT NULL DEFAULT 'good' CHECK (kind IN ('good', 'certificate')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price >= 0),
  old_price integer CHECK (old_price >= 0),
  gender text NOT NULL DEFAULT 'unisex' CHECK (gender IN ('male', 'female', 'unisex')),
  group_name text,
  subgroup_name text,
  picture text,
  -- stock of a product without sizes (null: sizes hold the stock)
  stock integer CHECK (stock >= 0),
  hero boolean NOT NULL DEFAULT false,
  hero_preview boolean NOT NULL DEFAULT false,
  on_home boolean NOT NULL DEFAULT false,
  in_basket_offer boolean NOT NULL DEFAULT false,
  delivery boolean NOT NULL DEFAULT true,
  hidden_delivery boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX product_category ON product (category_id);

-- goods offered with the tickets of an event city (GET /api/shop/related/{id})
CREATE TABLE event_city_product (
  event_city_id text NOT NULL REFERENCES event_city (public_id),
  product_id text NOT NULL REFERENCES product (public_id),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (event_city_id, product_id)
);

CREATE TABLE product_size (
  public_id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES product (public_id),
  name text NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, name)
);

CREATE TABLE banner (
  public_id text PRIMARY KEY,
  page text NOT NULL,
  banner_type text NOT NULL,
  title text NOT NULL,
  link text NOT NULL,
  picture_main text NOT NULL,
  price integer CHECK (price >= 0),
  old_price integer CHECK (old_price >= 0),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX banner_page ON banner (page);

CREATE TABLE delivery_method (
  public_id text PRIMARY KEY,
  item_type text NOT NULL CHECK (item_type IN ('ticket', 'shop', 'certificate', 'insurance')),
  name text NOT NULL,
  pickup boolean NOT NULL DEFAULT false,
  -- no address is asked (pickup point, e-mail delivery)
  hidden_address boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

-- the price of delivering shop goods: the city's row wins, then the region's, then the default
CREATE TABLE delivery_price (
  public_id text PRIMARY KEY,
  region_id integer REFERENCES location_region (id),
  city_id integer REFERENCES location_city (id),
  cost integer NOT NULL CHECK (cost >= 0),
  -- goods at or above this total travel free (null: never)
  free_from integer CHECK (free_from >= 0),
  days_min integer,
  days_max integer
);

CREATE TABLE promocode (
  public_id text PRIMARY KEY,
  -- stored upper-case; checks compare upper(code)
  code text NOT NULL UNIQUE CHECK (code = upper(code)),
  item_type text NOT NULL CHECK (item_type IN ('ticket', 'product', 'insurance')),
  -- the formats / products / insurance products it applies to; empty: every item of item_type
  public_ids text[] NOT NULL DEFAULT '{}',
  discount numeric(10, 2) NOT NULL CHECK (discount >= 0),
  discount_form text NOT NULL CHECK (discount_form IN ('percent', 'fixed')),
  -- a special price instead of the item's own (null: none)
  price integer CHECK (price >= 0),
  total_count integer NOT NULL CHECK (total_count >= 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  active boolean NOT NULL DEFAULT true,
  valid_until timestamptz,
  CHECK (used_count <= total_count),
  CHECK (discount_form <> 'percent' OR discount <= 100)
);

CREATE TABLE news (
  public_id text PRIMARY KEY,
  title text NOT NULL,
  date timestamptz NOT NULL,
  picture text,
  preview text NOT NULL DEFAULT '',
  text text NOT NULL DEFAULT ''
);
CREATE INDEX news_date ON news (date DESC);

CREATE TABLE club (
  public_id text PRIMARY KEY,
  public_name text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  picture text,
  city_id integer REFERENCES location_city (id),
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE competition_type (
  public_id text PRIMARY KEY,
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- a result a member uploaded (POST /api/user/competition); the demo's are seeded without a
-- user row, so the member's name is kept beside user_public_id
CREATE TABLE competition_result (
  public_id text PRIMARY KEY,
  competition_type_id text NOT NULL REFERENCES competition_type (public_id),
  user_public_id text,
  user_name text,
  user_last_name text,
  title text NOT NULL,
  date date NOT NULL,
  -- HH:MM:SS
  result text NOT NULL CHECK (result ~ '^[0-9]{1,3}:[0-5][0-9]:[0-5][0-9]$'),
  distance numeric(8, 2) CHECK (distance > 0),
  file text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- a result attached to a club (PUT /api/user/club/competition/{id}/{club})
CREATE TABLE club_competition (
  club_id text NOT NULL REFERENCES club (public_id),
  competition_result_id text NOT NULL REFERENCES competition_result (public_id),
  attached_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (club_id, competition_result_id)
);

CREATE TABLE external_format (
  public_id text PRIMARY KEY,
  event_city_id text NOT NULL REFERENCES event_city (public_id),
  title text NOT NULL,
  distance text NOT NULL DEFAULT '',
  -- the result columns to show (account.md §2), in order
  columns text[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX external_format_event_city ON external_format (event_city_id);

-- one participant of a past event, as the timing system reports them: every column of
-- account.md §2 results (overall_place is the API's overallPlace)
CREATE TABLE event_result (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  external_format_id text NOT NULL REFERENCES external_format (public_id),
  distance text,
  comments text,
  status text,
  time_start text,
  time_finish text,
  position_absolute integer,
  position_gen_absolute integer,
  position_cat_absolute integer,
  last_name text NOT NULL,
  category text,
  gender text,
  first_name text NOT NULL,
  start_number text,
  absolute_time_result text,
  individual_time_result text,
  fine_time_result text,
  time_result text,
  position integer,
  position_gen integer,
  position_age integer,
  position_cat integer,
  position_gen_age integer,
  overall_place integer
);
CREATE INDEX event_result_format ON event_result (external_format_id);

CREATE TABLE seed_run (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
`;
