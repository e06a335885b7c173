import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FallbackImage } from "@/web/components/ui/fallback-image";

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame shared by the login and sign-up screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="bg-gradient-to-br from-brand-50 via-stone-50 to-amber-50 px-4 py-10 md:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-stone-200/70 md:grid-cols-2">
        <div className="relative hidden bg-brand-800 md:block">
          <FallbackImage
            src="/images/hero/home.svg"
            alt=""
            className="absolute inset-0 h-full w-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-stone-900/80 via-stone-900/20 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 p-8 text-white">
            <p className="text-2xl font-bold leading-tight">
              <Trans>Your India, guided by locals.</Trans>
            </p>
            <p className="mt-2 text-sm text-stone-200">
              <Trans>
                Forts, beaches, mountain passes and street food: plan it all in one place.
              </Trans>
            </p>
          </div>
        </div>
        <div className="px-6 py-8 sm:px-10 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
          <p className="mt-2 text-stone-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
          <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>
        </div>
      </div>
    </div>
  );
}
