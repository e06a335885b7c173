import { useQuery } from "@tanstack/react-query";
import type { Guide } from "@/shared/guides/types";
import { api } from "@/web/lib/api";

function parseSno(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

export function enquirySubjectFor(guideName: string): string {
  return `Booking enquiry for ${guideName}`;
}

export interface GuideEnquiry {
  guideSno: number;
  subject: string;
}

/** The enquiry for `?guide={sno}`; null while loading, for a bad sno, or an unknown guide. */
export function useGuideEnquiry(guideParam: string | null): GuideEnquiry | null {
  const sno = parseSno(guideParam);
  const { data } = useQuery({
    queryKey: ["guides", sno],
    queryFn: () => api.get<{ guide: Guide }>(`/api/guides/${sno}`),
    enabled: sno !== null,
    retry: false,
  });
  return data?.guide
    ? { guideSno: data.guide.sno, subject: enquirySubjectFor(data.guide.name) }
    : null;
}
