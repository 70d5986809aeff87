/**
 * The local stack leans on firebase-tools internals (see scripts/lib/emulators.ts). If an
 * upgrade moves them, this fails loudly here rather than quietly in `npm start`.
 */
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { bucket, db, createAccount, adminAuth } from './harness';

describe('emulators behind the API', () => {
  it('stores and reads Firestore documents, transactions and counts', async () => {
    const ref = db.collection('scratch-smoke').doc();
    await ref.set({ n: 1, at: FieldValue.serverTimestamp() });
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect((await ref.get()).get('n')).toBe(2);
    expect(
      (await db.collection('scratch-smoke').where('n', '==', 2).count().get()).data().count,
    ).toBeGreaterThan(0);
    await expect(ref.create({ n: 3 })).rejects.toThrow();
    await ref.delete();
  });

  it('saves, lists, downloads byte for byte and deletes Storage objects', async () => {
    const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    const file = bucket.file('smoke/bytes.bin');
    await file.save(data, { contentType: 'application/octet-stream', resumable: false });
    const [back] = await file.download();
    expect(back.equals(data)).toBe(true);
    const [files] = await bucket.getFiles({ prefix: 'smoke/' });
    expect(files.map((f) => f.name)).toContain('smoke/bytes.bin');
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
  });

  it('issues ID tokens that firebase-admin verifies', async () => {
    const account = await createAccount();
    const decoded = await adminAuth.verifyIdToken(account.idToken);
    expect(decoded.uid).toBe(account.uid);
  });
});
