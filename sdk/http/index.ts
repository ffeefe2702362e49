// The public entry "@racekit/sdk/http" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/http/, by name.
export {
  ApiError,
  type ApiErrorKind,
  ApiMessageError,
  ContractError,
  ForbiddenError,
  GENERIC_ERROR_TEXT,
  HttpStatusError,
  isGlobalError,
  isPartnerScopeError,
  NetworkError,
  ServerFailureError,
  TimeoutError,
  UnauthorizedError,
} from './api-errors.ts';
export { type AuthBridge, type AuthRequiredReason, emitAuthRequired, getAuthBridge, onAuthRequired, setAuthBridge } from './auth-bridge.ts';
export {
  apiUrl,
  type AuthMode,
  CANCEL_PURCHASE_TIMEOUT_MS,
  type HttpMethod,
  httpRequest,
  type HttpRequest,
  type HttpResponse,
  REQUEST_TIMEOUT_MS,
} from './http-request.ts';
export { redaxios, type RedaxiosCall } from './redaxios-client.ts';
export { requestLanguage, setRequestLanguage } from './request-language.ts';
export { type ServerMessageTranslator, setServerMessageTranslator, translatedServerMessage } from './server-message-translator.ts';
