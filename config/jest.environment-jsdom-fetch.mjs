// jsdom without the Fetch API classes: react-router's data routers build a `Request` for every
// navigation. This environment lends jsdom Node's own Request, Response, Headers and the
// AbortController they accept (a jsdom AbortSignal is refused by Node's Request).
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
    });
  }
}
