/**
 * The one HTTP client of browser code: an axios instance for the site's JSON API.
 *
 * Usage:
 *   import { http } from "~/lib/http-client";
 *   const { data } = await http.get<Page<NewsSummary>>("news", { params: { type, page } });
 *   await http.post("leads", form);                       // JSON body, X-XSRF-TOKEN added
 *   await http.get("search", { signal, timeout: 5000 });  // per-call abort and timeout
 *   try { ... } catch (e) { if (isHttpError(e)) show(e.message, e.response?.status, e.response?.data); }
 *
 * - Base URL: BASE_PATH + "api/v1/", so relative paths ("news", "/news") go to the
 *   API under any base path; absolute URLs are used as they are.
 * - A plain object body is sent as JSON; answers are parsed as JSON when they are
 *   JSON and left as text otherwise. Status 200-299 resolves, anything else rejects
 *   with `error.response.status` and the parsed `error.response.data`.
 * - The XSRF-TOKEN cookie (issued by server/xsrf.ts) is echoed as X-XSRF-TOKEN,
 *   only when the request goes to this page's own origin: a token never leaves it.
 * - Timeout 0 (none) unless a call sets one.
 * - Failures without an answer carry exactly one of the generic messages of the
 *   specification, whichever axios adapter ran (XHR in browsers, http in Node):
 *   "Network Error" (ERR_NETWORK), "Request aborted" (ERR_CANCELED when the
 *   caller aborted, ECONNABORTED when the browser did) and "timeout of Nms exceeded"
 *   (ECONNABORTED/ETIMEDOUT).
 */
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import { HTTP_TIMEOUT_MS } from "./constants";
import { BASE_PATH } from "./paths";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
const API_BASE_URL = `${BASE_PATH}api/v1/`;

const NETWORK_ERROR = "Network Error";
const ABORTED_ERROR = "Request aborted";
const timeoutMessage = (ms: number) => `timeout of ${ms}ms exceeded`;

interface HttpClientOptions {
  baseURL?: string;
  /** The origin requests count as same-origin for; defaults to the page's. */
  origin?: () => string | undefined;
  /** Reads a cookie by name; defaults to document.cookie. */
  readCookie?: (name: string) => string | undefined;
}

function pageOrigin(): string | undefined {
  return typeof location === "undefined" ? undefined : location.origin;
}

export function readDocumentCookie(name: string, cookieString?: string): string | undefined {
  const source = cookieString ?? (typeof document === "undefined" ? "" : document.cookie);
  for (const part of source.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** True when `url` (absolute, or relative to `origin`) is on `origin`. */
export function isSameOrigin(url: string, origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The generic message for a failure without an answer, or undefined for an HTTP answer. */
function genericMessage(error: AxiosError): string | undefined {
  if (error.response) return undefined;
  if (axios.isCancel(error) || error.code === AxiosError.ERR_CANCELED) return ABORTED_ERROR;
  const timedOut =
    error.code === AxiosError.ETIMEDOUT || (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message));
  if (timedOut) return timeoutMessage(error.config?.timeout ?? HTTP_TIMEOUT_MS);
  if (error.code === AxiosError.ECONNABORTED) return ABORTED_ERROR;
  return NETWORK_ERROR;
}

export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const origin = options.origin ?? pageOrigin;
  const readCookie = options.readCookie ?? ((name: string) => readDocumentCookie(name));
  const instance = axios.create({
    baseURL: options.baseURL ?? API_BASE_URL,
    timeout: HTTP_TIMEOUT_MS,
    headers: { Accept: "application/json" },
    responseType: "json",
    validateStatus: (status) => status >= 200 && status <= 299,
    // axios' own XSRF handling is off: the interceptor below is the one rule, the
    // same in every environment.
    withXSRFToken: false,
    withCredentials: false,
  });

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const target = instance.getUri(config);
    const token = readCookie(XSRF_COOKIE);
    if (token && isSameOrigin(target, origin())) config.headers.set(XSRF_HEADER, token);
    else config.headers.delete(XSRF_HEADER);
    return config;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError || axios.isAxiosError(error)) {
      const message = genericMessage(error);
      if (message) {
        error.message = message;
        if (message === NETWORK_ERROR) error.code = AxiosError.ERR_NETWORK;
      }
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  });

  return instance;
}

export function isHttpError(error: unknown): error is AxiosError {
  return axios.isAxiosError(error);
}

/** The site's client. */
export const http = createHttpClient();
