/** One step of the schema: applied once, in order of `version`, inside one transaction. */
export interface Migration {
  /** Three digits, as in the file name (`001`); compared as text. */
  readonly version: string;
  readonly name: string;
  /** PostgreSQL statements (tsc does not copy .sql files, so migrations are TypeScript strings). */
  readonly sql: string;
}
