import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { config } from '../config';

const app =
  getApps()[0] ?? initializeApp({ projectId: config.projectId, storageBucket: config.storageBucket });

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
export const bucket = getStorage(app).bucket();
