/** A POST's body as JSON, whatever its declared content type, or undefined; read from a clone (Better Auth reads it again). */
export async function jsonBodyOf(request: Request): Promise<unknown> {
  if (request.method !== 'POST') return undefined;
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}
