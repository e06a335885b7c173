const PACKAGE_ID = /^dest_([1-9]\d{0,8})$/;

/** `dest_{sr_no}` to the sr_no, or null for anything else (the caller redirects to /packages). */
export function parsePackageId(id: string | undefined | null): number | null {
  if (!id) return null;
  const match = PACKAGE_ID.exec(id);
  return match ? Number(match[1]) : null;
}

export function packageIdFor(srNo: number): string {
  return `dest_${srNo}`;
}
