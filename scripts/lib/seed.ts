/**
 * The demo content seeded at every `npm start` (and for the web component tests): the admin
 * account with its claim, the demo author with two submissions, and the archive of
 * demo-content.ts with generated PDFs and cover images. It goes through the same service
 * functions as the API, so seeded records are exactly what the API would have stored.
 *
 * Its last write marks the seed complete, which /api/health waits for under `npm start`.
 *
 * Call only after the emulator environment variables are set: the services read them when
 * first imported.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { articleFieldsSchema } from '@journal/common/contracts/articles';
import { demoArticles, demoIssues, demoSubmissions, demoVolumes } from './demo-content';
import { createCoverImage } from './demo-cover';
import { createArticlePdf, createManuscriptPdf } from './demo-files';
import { demoFullTextDocx, DEMO_FULL_TEXT_SLUGS } from './demo-full-text';
import { demoJournalSettings } from './demo-journal';
import { demoOrcid, demoScholarlyFields } from './demo-scholarly';
import { createManuscriptDocx } from './demo-office-files';
import { DEMO_AUTHOR } from './seed-accounts';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
}

export interface SeedSummary {
  volumes: number;
  issues: number;
  articles: number;
  submissions: number;
}

async function ensureAccount(email: string, password: string) {
  const { adminAuth } = await import('../../functions/src/services/firebase');
  try {
    return await adminAuth.getUserByEmail(email);
  } catch {
    return adminAuth.createUser({ email, password, emailVerified: true });
  }
}

export async function seedDemoContent(options: SeedOptions): Promise<SeedSummary> {
  const { adminAuth, db } = await import('../../functions/src/services/firebase');
  const { collections } = await import('../../functions/src/services/model');
  const { createVolume, findVolumeBySlug } = await import('../../functions/src/services/volumes');
  const { createIssue, findIssueBySlug } = await import('../../functions/src/services/issues');
  const { createArticle, findArticleBySlug } = await import('../../functions/src/services/articles');
  const { attachFullText } = await import('../../functions/src/services/full-texts');
  const { setFeaturedArticle } = await import('../../functions/src/services/featured');
  const { bumpArchiveVersion } = await import('../../functions/src/services/archive-meta');
  const { registerUser, findUser, setAuthorOrcid } = await import('../../functions/src/services/users');
  const { createSubmission, listSubmissionsOf } = await import('../../functions/src/services/submissions');

  // The API honours the admin claim only on a verified e-mail (functions/src/http/auth.ts); an
  // account made at that address before the seed ran is the demo's admin all the same.
  const admin = await ensureAccount(options.adminEmail, options.adminPassword);
  if (!admin.emailVerified) await adminAuth.updateUser(admin.uid, { emailVerified: true });
  await adminAuth.setCustomUserClaims(admin.uid, { admin: true });

  // Before the articles, which take their ISSN, licence, language and DOIs from the settings.
  const { journalSettingsRef, saveJournalSettings } =
    await import('../../functions/src/services/journal-settings');
  if (!(await journalSettingsRef.get()).exists) await saveJournalSettings(demoJournalSettings);

  const volumeIds = new Map<string, { id: string; year: number; name: string }>();
  for (const volume of demoVolumes) {
    const record = (await findVolumeBySlug(volume.slug)) ?? (await createVolume(volume));
    volumeIds.set(volume.slug, { id: record.id, year: volume.year, name: volume.name });
  }

  const issueIds = new Map<string, string>();
  for (const issue of demoIssues) {
    const volume = volumeIds.get(issue.volumeSlug);
    if (!volume) throw new Error(`Demo issue ${issue.slug} names an unknown volume ${issue.volumeSlug}`);
    const record =
      (await findIssueBySlug(issue.slug, issue.volumeSlug)) ??
      (await createIssue({ name: issue.name, slug: issue.slug, volume: volume.id }));
    issueIds.set(`${issue.volumeSlug}/${issue.slug}`, record.id);
  }

  const doiBySlug = new Map<string, string>();
  for (const [index, article] of demoArticles.entries()) {
    const seed = index + 1;
    // Several demo articles read as HTML full text, converted from a Word file as an editor's would be.
    const withFullText = async (articleId: string) => {
      if (!DEMO_FULL_TEXT_SLUGS.includes(article.slug)) return;
      await attachFullText(articleId, {
        data: await demoFullTextDocx(article),
        name: `${article.slug}.docx`,
      });
    };
    const existing = await findArticleBySlug(article.slug);
    if (existing) {
      doiBySlug.set(article.slug, existing.doc.doi);
      if (!existing.doc.fullText) await withFullText(existing.id);
      continue;
    }
    const volume = volumeIds.get(article.volumeSlug);
    const issueId = issueIds.get(`${article.volumeSlug}/${article.issueSlug}`);
    const issue = demoIssues.find((i) => i.volumeSlug === article.volumeSlug && i.slug === article.issueSlug);
    if (!volume || !issueId || !issue) throw new Error(`Demo article ${article.slug} names an unknown issue`);
    const [pdf, image] = await Promise.all([
      createArticlePdf({ ...article, volumeName: volume.name, issueName: issue.name, year: volume.year }),
      createCoverImage({ title: article.title, seed }),
    ]);
    const record = await createArticle(
      articleFieldsSchema.parse({
        title: article.title,
        abstract: article.abstract,
        keywords: article.keywords.join(', '),
        doi: article.doi ?? '',
        slug: article.slug,
        volume: volume.id,
        issue: issueId,
        ...demoScholarlyFields(demoArticles, index, (slug) => doiBySlug.get(slug) ?? null),
      }),
      { image: { data: image, contentType: 'image/webp' }, pdf: { data: Buffer.from(pdf) } },
    );
    doiBySlug.set(article.slug, record.doc.doi);
    // Demo articles carry their historical publication dates.
    const createdAt = Timestamp.fromDate(new Date(article.createdAt));
    const batch = db.batch();
    batch.update(db.collection(collections.articles).doc(record.id), { createdAt, updatedAt: createdAt });
    bumpArchiveVersion(batch);
    await batch.commit();
    await withFullText(record.id);
  }
  const featured = demoArticles.find((a) => a.featured);
  const featuredRecord = featured ? await findArticleBySlug(featured.slug) : null;
  if (featuredRecord) await setFeaturedArticle(featuredRecord.id);

  const author = await ensureAccount(DEMO_AUTHOR.email, DEMO_AUTHOR.password);
  if (!(await findUser(author.uid))) {
    await registerUser({ uid: author.uid, email: DEMO_AUTHOR.email, username: DEMO_AUTHOR.username });
    // The iD the demo submissions name for their corresponding author (demo-scholarly.ts).
    await setAuthorOrcid(author.uid, demoOrcid(1));
  }
  if ((await listSubmissionsOf(author.uid)).length === 0) {
    for (const [index, fields] of demoSubmissions.entries()) {
      const asDocx = index % 2 === 1;
      const fileName = `${fields.paperTitle.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}.${asDocx ? 'docx' : 'pdf'}`;
      const data = asDocx
        ? createManuscriptDocx(fields.paperTitle)
        : Buffer.from(await createManuscriptPdf(fields.paperTitle));
      await createSubmission(
        author.uid,
        { ...fields, authorEmail: DEMO_AUTHOR.email },
        {
          fileName,
          contentType: asDocx
            ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            : 'application/pdf',
          data,
        },
      );
    }
  }

  const { markSeedComplete } = await import('../../functions/src/services/health');
  await markSeedComplete(new Date());
  return {
    volumes: demoVolumes.length,
    issues: demoIssues.length,
    articles: demoArticles.length,
    submissions: demoSubmissions.length,
  };
}
