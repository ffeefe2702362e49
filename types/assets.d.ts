// CSS files imported as strings: widgets adopt them as constructable stylesheets.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
