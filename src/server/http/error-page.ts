/**
 * The page a browser gets when a page itself cannot be served (the database down, a failure):
 * self-contained, in the app's colours, with no script, so it shows whatever else is broken.
 */
export function errorPage(title: string, message: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Tarot Insights</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; line-height: 1.6;
    color: #f6f1ff; background: radial-gradient(1200px 600px at 80% -10%, rgba(122, 92, 255, 0.22), transparent 60%), #0d0b1f; color-scheme: dark; }
  main { max-width: 32rem; padding: 32px; border: 1px solid rgba(201, 184, 255, 0.22); border-radius: 16px; background: rgba(36, 30, 78, 0.72); text-align: center; }
  h1 { margin: 0 0 12px; font-family: Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif; font-weight: 500; color: #f2d891; }
  p { margin: 0 0 20px; color: #d3cbea; }
  a { display: inline-block; padding: 10px 22px; border-radius: 999px; background: #e9c46a; color: #0d0b1f; font-weight: 600; text-decoration: none; }
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(message)}</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;
}
