module.exports = require('../jest.config.base.cjs')(__dirname, { polyfills: true });
