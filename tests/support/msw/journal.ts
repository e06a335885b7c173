/** One request the screen sent, as the network saw it. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body (or the text when it is not JSON); undefined without one. */
  body: unknown;
}

// In the order sent; a request with a body shows once its body has been read.
const journal: { request: SentRequest; ready: boolean }[] = [];

function parse(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Records a request as it enters the network (setup-web.ts calls this for every request). */
export function record(request: Request) {
  const entry = {
    request: {
      method: request.method.toUpperCase(),
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body: undefined as unknown,
    },
    ready: request.body === null,
  };
  journal.push(entry);
  if (entry.ready) return;
  void request
    .clone()
    .text()
    .then((text) => {
      entry.request.body = parse(text);
      entry.ready = true;
    });
}

/** The requests sent in this test, oldest first; narrowed by method and path when given. */
export function sent(method?: string, path?: string): SentRequest[] {
  return journal
    .filter(({ ready }) => ready)
    .map(({ request }) => request)
    .filter(
      (r) => (!method || r.method === method.toUpperCase()) && (!path || r.url.pathname === path),
    );
}

export function clearJournal() {
  journal.length = 0;
}
