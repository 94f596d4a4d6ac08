// Compiles a translation catalogue (`locales/<language>.json`: key → ICU message) into Lingui's compiled form
// at build time, so the browser gets ready-to-run messages and no ICU parser (DESIGN §9: the landing page
// carries the i18n runtime only). A message that does not parse fails the build, naming its key.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function catalogLoader(source) {
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${key}" is not a string`);
    try {
      compiled[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
