const block = "rounded-2xl bg-muted motion-safe:animate-pulse";

/**
 * The shape of a case study page, shown while one loads: in the app by layout/site-shell.tsx,
 * on the page face from the `<template>` root.tsx draws (app/visitor/links.ts).
 */
export default function CaseDetailSkeleton() {
  return (
    <div role="status" data-testid="case-skeleton" className="mx-auto max-w-7xl px-5 pt-28 pb-20 sm:px-8 lg:pt-32">
      <div className="flex justify-between">
        <div className={`${block} h-9 w-24 rounded-full`} />
        <div className={`${block} h-9 w-24 rounded-full`} />
      </div>
      <div className="mt-10 max-w-3xl space-y-4">
        <div className={`${block} h-4 w-48`} />
        <div className={`${block} h-12 w-full`} />
        <div className={`${block} h-12 w-2/3`} />
        <div className="flex gap-2 pt-2">
          <div className={`${block} h-7 w-20 rounded-full`} />
          <div className={`${block} h-7 w-24 rounded-full`} />
          <div className={`${block} h-7 w-16 rounded-full`} />
        </div>
      </div>
      <div className={`${block} mt-10 aspect-[16/9] w-full rounded-3xl`} />
      <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <div className={`${block} h-8 w-56`} />
          <div className={`${block} h-4 w-full`} />
          <div className={`${block} h-4 w-full`} />
          <div className={`${block} h-4 w-3/4`} />
          <div className="grid gap-4 pt-6 md:grid-cols-3">
            <div className={`${block} h-40`} />
            <div className={`${block} h-40`} />
            <div className={`${block} h-40`} />
          </div>
        </div>
        <div className={`${block} h-72 rounded-3xl`} />
      </div>
      <span className="sr-only">Loading case study</span>
    </div>
  );
}
