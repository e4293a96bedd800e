// docs/stack.md "Build version": read at run time from the page's meta tag (the server writes
// BUILD_VERSION into it), never compiled into app code.
export function currentBuildVersion(doc: Document = document): string {
  return doc.querySelector('meta[name="meta_build_version"]')?.getAttribute('content') ?? '';
}
