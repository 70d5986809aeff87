/**
 * The calls a browser's Firebase SDK would make to the emulators, sent over their REST APIs, so
 * that the rules tests judge exactly what a client could ask for. A user is named by the unsigned
 * ID token the emulators accept in place of Firebase Auth's (alg "none"): the rules see its `uid`
 * and claims as `request.auth`. `owner` is the emulators' administrator, who bypasses the rules
 * as firebase-admin does in the API; a visitor sends no token.
 */

export type Caller = 'visitor' | 'owner' | { uid: string; claims?: Record<string, unknown> };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned ID token for `uid` in `projectId`, with the fields Firebase Auth's tokens carry. */
function unsignedIdToken(projectId: string, uid: string, claims: Record<string, unknown> = {}) {
  const issuedAt = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: issuedAt,
    exp: issuedAt + 3600,
    auth_time: issuedAt,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  };
  // An unsigned token ends with an empty signature.
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/**
 * The Authorization header for `caller`: a user's token after `Bearer` for Firestore's API and
 * `Firebase` for Storage's, as the SDKs send it; the administrator's is `Bearer owner` for both.
 */
function authorization(
  caller: Caller,
  projectId: string,
  scheme: 'Bearer' | 'Firebase',
): Record<string, string> {
  if (caller === 'visitor') return {};
  if (caller === 'owner') return { Authorization: 'Bearer owner' };
  return { Authorization: `${scheme} ${unsignedIdToken(projectId, caller.uid, caller.claims)}` };
}

async function ok(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/** A Firestore value as the REST API writes it, for the strings these tests store. */
export type Fields = Record<string, { stringValue: string }>;

export const stringFields = (values: Record<string, string>): Fields =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { stringValue: value }]));

/** One project's default database on the Firestore emulator at `origin` (http://host:port). */
export class FirestoreRest {
  private readonly documents: string;

  constructor(
    private readonly origin: string,
    private readonly projectId: string,
  ) {
    this.documents = `${origin}/v1/projects/${projectId}/databases/(default)/documents`;
  }

  /** Makes `rules` the project's rules, as `firebase deploy` and the emulator's start do. */
  async loadRules(rules: string) {
    const response = await fetch(`${this.origin}/emulator/v1/projects/${this.projectId}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    });
    await ok(response, 'loading the Firestore rules');
  }

  async clear() {
    const response = await fetch(
      `${this.origin}/emulator/v1/projects/${this.projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    await ok(response, 'clearing the Firestore project');
  }

  private send(caller: Caller, url: string, init: RequestInit = {}) {
    return fetch(url, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...authorization(caller, this.projectId, 'Bearer') },
    });
  }

  get(caller: Caller, path: string) {
    return this.send(caller, `${this.documents}/${path}`);
  }

  /** Creates or replaces the document at `path`. */
  set(caller: Caller, path: string, fields: Fields) {
    return this.send(caller, `${this.documents}/${path}`, {
      method: 'PATCH',
      body: JSON.stringify({ fields }),
    });
  }

  /** Changes `fields` of the document at `path`, which must exist. */
  update(caller: Caller, path: string, fields: Fields) {
    const query = new URLSearchParams({ 'currentDocument.exists': 'true' });
    for (const name of Object.keys(fields)) query.append('updateMask.fieldPaths', name);
    return this.send(caller, `${this.documents}/${path}?${query}`, {
      method: 'PATCH',
      body: JSON.stringify({ fields }),
    });
  }

  delete(caller: Caller, path: string) {
    return this.send(caller, `${this.documents}/${path}`, { method: 'DELETE' });
  }

  /**
   * The documents of the collection `collectionId`, or of every collection of that name at any
   * depth (`allDescendants`), optionally those whose `field` equals `value`.
   */
  query(
    caller: Caller,
    from: { collectionId: string; allDescendants?: boolean },
    where?: { field: string; equals: string },
  ) {
    const structuredQuery = {
      from: [from],
      ...(where && {
        where: {
          fieldFilter: {
            field: { fieldPath: where.field },
            op: 'EQUAL',
            value: { stringValue: where.equals },
          },
        },
      }),
    };
    return this.send(caller, `${this.documents}:runQuery`, {
      method: 'POST',
      body: JSON.stringify({ structuredQuery }),
    });
  }
}

/** A bucket on the Storage emulator at `origin`, through the API the web SDK uses. */
export class StorageRest {
  constructor(
    private readonly origin: string,
    private readonly projectId: string,
    private readonly bucket: string,
  ) {}

  /** Makes `rules` the emulator's rules, as its start does with `storage.rules`. */
  async loadRules(rules: string) {
    const response = await fetch(`${this.origin}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: rules }] } }),
    });
    await ok(response, 'loading the Storage rules');
  }

  private objectUrl(path: string) {
    return `${this.origin}/v0/b/${this.bucket}/o/${encodeURIComponent(path)}`;
  }

  /** The object's metadata, which is what getDownloadURL() asks for. */
  metadata(caller: Caller, path: string) {
    return fetch(this.objectUrl(path), { headers: authorization(caller, this.projectId, 'Firebase') });
  }

  /** A one-shot upload of `bytes` to `path`, as uploadBytes() sends a small file. */
  upload(caller: Caller, path: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) {
    const query = new URLSearchParams({ name: path });
    return fetch(`${this.origin}/v0/b/${this.bucket}/o?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, ...authorization(caller, this.projectId, 'Firebase') },
      body: bytes,
    });
  }
}
