/** Set by vite.config.ts at build time. */
declare const __BUILD_YEAR__: number;

/** Set by scripts/build.ts in the build of each language; not defined outside a build (tests). */
declare const __PAGE_LANGUAGE__: string | undefined;
