/**
 * The one multipart reader. The Cloud Functions runtime has already read the body into
 * `req.rawBody` (up to 32 MB), so busboy is fed that buffer. Size limits are busboy's own, so
 * an oversized file is refused as it is parsed, before it is ever stored.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import type { Refusal } from '@journal/common/contracts/refusal';
import { requestErrors } from '@journal/common/contracts/requests';
import { apiMessages } from '@journal/common/messages';
import { HttpError } from './errors';

export interface UploadedFile {
  /** The client's file name reduced to a safe base name (no directories, no control characters). */
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export interface MultipartLimits {
  /** Allowed file fields and, for each, the largest size in bytes and the refusal when exceeded. */
  files: Record<string, { maxBytes: number; tooLarge: Refusal }>;
  maxFieldBytes?: number;
  maxFields?: number;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Partial<Record<string, UploadedFile>>;
}

/**
 * Control and format characters (\p{Cc}, \p{Cf}) go: among them the bidirectional overrides
 * and isolates that make 'report\u202Efdp.exe' read as 'reportexe.pdf', and invisible joiners.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\p{Cf}"]/gu;

export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_NAMES, '').replace(/^\.+/, '').trim();
  return cleaned.slice(-200) || 'file';
}

export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const maxFileBytes = Math.max(...Object.values(limits.files).map((f) => f.maxBytes));
  const maxFieldBytes = limits.maxFieldBytes ?? 64 * 1024;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as UTF-8; busboy would read them as Latin-1.
      defParamCharset: 'utf8',
      // Keep the name as sent, so that a name with folders in it can be refused below.
      preservePath: true,
      limits: {
        // busboy marks a file that reaches the limit exactly as truncated; one byte of headroom
        // lets a file of exactly maxBytes through, and the per-field check below still holds.
        fileSize: maxFileBytes + 1,
        files: Object.keys(limits.files).length,
        fields: limits.maxFields ?? 50,
        fieldSize: maxFieldBytes,
        parts: (limits.maxFields ?? 50) + Object.keys(limits.files).length,
      },
    });
  } catch {
    return Promise.reject(new HttpError(requestErrors.expectedMultipart));
  }

  return new Promise<MultipartBody>((resolve, reject) => {
    // Part names are the client's: never let one reach Object.prototype ('__proto__').
    const body: MultipartBody = { fields: Object.create(null) as Record<string, string>, files: {} };
    let failure: HttpError | null = null;
    const fail = (error: HttpError) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        fail(new HttpError(requestErrors.fieldTooLarge(apiMessages.fieldTooLong(safeFileName(name)))));
      else body.fields[name] = value;
    });

    parser.on('file', (name, stream, info) => {
      // A body cut short errors the file stream too; unheard, that error would crash the process.
      stream.on('error', () => fail(new HttpError(requestErrors.malformedMultipart)));
      // An own property only: 'constructor' or 'toString' must not find Object's.
      const rule = Object.hasOwn(limits.files, name) ? limits.files[name] : undefined;
      if (!rule) {
        stream.resume();
        fail(new HttpError(requestErrors.unexpectedPart(apiMessages.unexpectedFile(safeFileName(name)))));
        return;
      }
      // Browsers send a bare name; a name with folders in it is someone probing for paths.
      const sentName = info.filename ?? '';
      if (/[\\/]/.test(sentName) || sentName.split('').every((ch) => ch === '.')) {
        stream.resume();
        fail(new HttpError(requestErrors.unsafeFileName));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > rule.maxBytes) {
          fail(new HttpError(rule.tooLarge));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(new HttpError(rule.tooLarge)));
      stream.on('end', () => {
        if (size <= rule.maxBytes && !stream.truncated) {
          body.files[name] = {
            fileName: safeFileName(info.filename ?? ''),
            mimeType: info.mimeType,
            data: Buffer.concat(chunks),
          };
        }
      });
    });

    parser.on('filesLimit', () =>
      fail(new HttpError(requestErrors.unexpectedPart(apiMessages.tooMany('files')))),
    );
    parser.on('fieldsLimit', () =>
      fail(new HttpError(requestErrors.unexpectedPart(apiMessages.tooMany('fields')))),
    );
    parser.on('partsLimit', () =>
      fail(new HttpError(requestErrors.unexpectedPart(apiMessages.tooMany('parts')))),
    );
    parser.on('error', () => reject(failure ?? new HttpError(requestErrors.malformedMultipart)));
    parser.on('close', () => (failure ? reject(failure) : resolve(body)));

    parser.end((req as Request & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0));
  });
}

/** A browser sends an empty part for a file input left blank: that is no file. */
export const presentFile = (file: UploadedFile | undefined) =>
  file && file.data.length > 0 ? file : undefined;
