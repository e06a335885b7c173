import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { Guide } from "@/shared/guides/types";
import { api } from "@/web/lib/api";

function parseSno(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

export interface GuideEnquiry {
  guideSno: number;
  subject: string;
}

/** The enquiry for `?guide={sno}`; null while loading, for a bad sno, or an unknown guide. */
export function useGuideEnquiry(guideParam: string | null): GuideEnquiry | null {
  const { t } = useLingui();
  const sno = parseSno(guideParam);
  const { data } = useQuery({
    queryKey: ["guides", sno],
    queryFn: () => api.get<{ guide: Guide }>(`/api/guides/${sno}`),
    enabled: sno !== null,
    retry: false,
  });
  if (!data?.guide) return null;
  const guideName = data.guide.name;
  return { guideSno: data.guide.sno, subject: t`Booking enquiry for ${guideName}` };
}
