/**
 * Where the app asks who is signed in. The page the server sends preloads this exact address, so the
 * app's own request must be the same one to be answered by it (decision 0045).
 */
export const SESSION_PATH = "/api/auth/get-session";
