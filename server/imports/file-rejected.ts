/** A user's file refused as a whole, with the Chinese reason the import shows (issue #16, #32). */
export class FileRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRejected';
  }
}
