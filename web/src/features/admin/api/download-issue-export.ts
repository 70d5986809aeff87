/**
 * An issue's Crossref deposit or DOAJ file, downloaded with the admin's token and saved under the
 * name the API gives it (each Crossref download is a new batch, named by its timestamp).
 */
import { useMutation } from '@tanstack/react-query';
import type { Issue } from '@journal/common/contracts/issues';
import { exportApi } from '@journal/common/contracts/exports-routes';
import { apiResponse, saveResponseAsFile } from '../../../lib/api-client';

export type IssueExportKind = 'crossref' | 'doaj';

const ROUTES = { crossref: exportApi.crossrefXml, doaj: exportApi.doajXml } as const;

/** The file name of `Content-Disposition: attachment; filename="…"`, or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

export async function downloadIssueExport({ issue, kind }: { issue: Issue; kind: IssueExportKind }) {
  const response = await apiResponse(ROUTES[kind].path({ id: issue._id }), { authenticated: true });
  await saveResponseAsFile(response, fileNameOf(response, `${issue.volume.slug}-${issue.slug}-${kind}.xml`));
}

export function useDownloadIssueExport() {
  return useMutation({ mutationFn: downloadIssueExport });
}
