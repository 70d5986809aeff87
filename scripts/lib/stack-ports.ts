/** The fixed ports of the local stack that `npm start` runs, all on 127.0.0.1. */
export const STACK_HOST = '127.0.0.1';

export const stackPorts = {
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  firestoreWebsocket: 9150,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  mailSmtp: 1025,
  mailInbox: 1080,
};

/** The app's port: PORT, or 5000. */
export const appPort = () => Number(process.env.PORT ?? 5000);
