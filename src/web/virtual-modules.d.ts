/** The outline of India as a file's address (scripts/vite-india-outline.ts). */
declare module "virtual:india-outline-url" {
  const url: string;
  export default url;
}
