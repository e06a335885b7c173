import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import { TAX_RATE } from "@/shared/constants";
import { MAX_GALLERY_ITEMS, type PackageFormValues, priceWithTax } from "@/shared/content/schema";
import { Checkbox, InputField, TextareaField } from "@/web/components/ui/field";
import { formatNumber, formatRupees } from "@/web/lib/format";
import { CheckboxGroup } from "./checkbox-group";
import { fieldError, listError } from "./field-errors";
import { MEAL_LABELS } from "./labels";
import {
  emptyCostItem,
  emptyDay,
  emptyGalleryItem,
  emptyStay,
  filledAmounts,
} from "./package-form-values";
import { PhotoIdField, type PhotoLibrary } from "./photo-id-field";
import { RepeatableList } from "./repeatable-list";

interface SectionProps {
  control: Control<PackageFormValues>;
  register: UseFormRegister<PackageFormValues>;
  errors: FieldErrors<PackageFormValues>;
}

/** A card around one of the form's lists; the list's own legend titles it. */
export function ListCard({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">{children}</div>;
}

const numberOptions = { valueAsNumber: true } as const;

/** A row's texts in Hindi (issue 15): optional; one left empty is shown in English. */
function RowHindi({
  register,
  errors,
  at,
  fields,
}: {
  register: UseFormRegister<PackageFormValues>;
  errors: FieldErrors<PackageFormValues>;
  at: string;
  /** Each text's name and its box's label ("Title in Hindi"). */
  fields: readonly { name: string; label: string; long?: boolean }[];
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl bg-stone-50 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">
        <Trans>In Hindi (optional)</Trans>
      </legend>
      {fields.map(({ name, label, long }) => {
        const path = `${at}.hi.${name}` as Parameters<typeof register>[0];
        return long ? (
          <TextareaField
            key={name}
            label={label}
            lang="hi"
            rows={3}
            fieldClassName="sm:col-span-2"
            error={fieldError(errors, path)}
            {...register(path)}
          />
        ) : (
          <InputField
            key={name}
            label={label}
            lang="hi"
            autoComplete="off"
            error={fieldError(errors, path)}
            {...register(path)}
          />
        );
      })}
    </fieldset>
  );
}

export function ItinerarySection({
  control,
  register,
  errors,
  meals,
}: SectionProps & { meals: readonly string[] }) {
  const { t, i18n } = useLingui();
  const { fields, append, remove, move } = useFieldArray({ control, name: "itinerary" });
  return (
    <ListCard>
      <RepeatableList
        legend={t`Itinerary`}
        hint={t`One entry a day, in order: a day's number is its place in the list. The itinerary cannot be longer than the tour.`}
        error={listError(errors, "itinerary")}
        keys={fields.map((f) => f.id)}
        itemLabel={(index) => {
          const day = index + 1;
          return t`Day ${day}`;
        }}
        addLabel={t`Add a day`}
        onAdd={() => append(emptyDay(), { shouldFocus: false })}
        onRemove={remove}
        onMove={move}
        renderItem={(index) => {
          const at = `itinerary.${index}` as const;
          return (
            <>
              <InputField
                label={t`Title`}
                lang="en"
                autoComplete="off"
                fieldClassName="sm:col-span-2"
                error={fieldError(errors, `${at}.title`)}
                {...register(`${at}.title`)}
              />
              <TextareaField
                label={t`Description`}
                lang="en"
                rows={3}
                fieldClassName="sm:col-span-2"
                error={fieldError(errors, `${at}.description`)}
                {...register(`${at}.description`)}
              />
              <CheckboxGroup legend={t`Meals included`} error={fieldError(errors, `${at}.meals`)}>
                {meals.map((meal) => (
                  <Checkbox
                    key={meal}
                    label={MEAL_LABELS[meal] ? i18n._(MEAL_LABELS[meal]) : meal}
                    value={meal}
                    {...register(`${at}.meals`)}
                  />
                ))}
              </CheckboxGroup>
              <InputField
                label={t`Stay (optional)`}
                lang="en"
                autoComplete="off"
                hint={t`Where the night is spent; empty when there is none`}
                error={fieldError(errors, `${at}.stay`)}
                {...register(`${at}.stay`)}
              />
              <RowHindi
                register={register}
                errors={errors}
                at={at}
                fields={[
                  { name: "title", label: t`Title in Hindi` },
                  { name: "stay", label: t`Stay in Hindi` },
                  { name: "description", label: t`Description in Hindi`, long: true },
                ]}
              />
            </>
          );
        }}
      />
    </ListCard>
  );
}

export function AccommodationSection({ control, register, errors }: SectionProps) {
  const { t } = useLingui();
  const { fields, append, remove, move } = useFieldArray({ control, name: "accommodation" });
  return (
    <ListCard>
      <RepeatableList
        legend={t`Accommodation`}
        hint={t`Where travellers stay; the nights cannot add up to more than the tour's days.`}
        error={listError(errors, "accommodation")}
        keys={fields.map((f) => f.id)}
        itemLabel={(index) => {
          const stay = index + 1;
          return t`Stay ${stay}`;
        }}
        addLabel={t`Add a place to stay`}
        max={20}
        empty={t`No places to stay yet (a day trip needs none).`}
        onAdd={() => append(emptyStay(), { shouldFocus: false })}
        onRemove={remove}
        onMove={move}
        renderItem={(index) => {
          const at = `accommodation.${index}` as const;
          return (
            <>
              <InputField
                label={t`Name`}
                lang="en"
                autoComplete="off"
                error={fieldError(errors, `${at}.name`)}
                {...register(`${at}.name`)}
              />
              <InputField
                label={t`Type`}
                lang="en"
                autoComplete="off"
                hint={t`e.g. Heritage hotel, Houseboat, Camp`}
                error={fieldError(errors, `${at}.type`)}
                {...register(`${at}.type`)}
              />
              <InputField
                label={t`Location`}
                lang="en"
                autoComplete="off"
                error={fieldError(errors, `${at}.location`)}
                {...register(`${at}.location`)}
              />
              <InputField
                label={t`Nights`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                error={fieldError(errors, `${at}.nights`)}
                {...register(`${at}.nights`, numberOptions)}
              />
              <TextareaField
                label={t`Description`}
                lang="en"
                rows={2}
                fieldClassName="sm:col-span-2"
                error={fieldError(errors, `${at}.description`)}
                {...register(`${at}.description`)}
              />
              <RowHindi
                register={register}
                errors={errors}
                at={at}
                fields={[
                  { name: "name", label: t`Name in Hindi` },
                  { name: "type", label: t`Type in Hindi` },
                  { name: "location", label: t`Location in Hindi` },
                  { name: "description", label: t`Description in Hindi`, long: true },
                ]}
              />
            </>
          );
        }}
      />
    </ListCard>
  );
}

export function CostSection({ control, register, errors }: SectionProps) {
  const { t } = useLingui();
  const { fields, append, remove, move } = useFieldArray({ control, name: "costItems" });
  const costItems = useWatch({ control, name: "costItems" });
  const amounts = filledAmounts(costItems);
  const subtotal = amounts.reduce((sum, item) => sum + item.amount, 0);
  const price = priceWithTax(amounts);
  // The price follows the lines; while a line's amount is wrong, that line's message says why.
  const taxRate = formatNumber(Math.round(TAX_RATE * 100));
  const linesFaulty = Array.isArray(errors.costItems) && errors.costItems.some(Boolean);
  return (
    <ListCard>
      <RepeatableList
        legend={t`Cost per person`}
        hint={t`Each line in whole rupees, before tax. The price adds ${taxRate}% tax to their sum.`}
        error={listError(errors, "costItems")}
        keys={fields.map((f) => f.id)}
        itemLabel={(index) => {
          const line = index + 1;
          return t`Cost line ${line}`;
        }}
        addLabel={t`Add a cost line`}
        max={30}
        onAdd={() => append(emptyCostItem(), { shouldFocus: false })}
        onRemove={remove}
        onMove={move}
        renderItem={(index) => {
          const at = `costItems.${index}` as const;
          return (
            <>
              <InputField
                label={t`What it pays for`}
                lang="en"
                autoComplete="off"
                hint={t`e.g. Hotels, Guide, Transport`}
                error={fieldError(errors, `${at}.label`)}
                {...register(`${at}.label`)}
              />
              <InputField
                label={t`Amount (₹)`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                error={fieldError(errors, `${at}.amount`)}
                {...register(`${at}.amount`, numberOptions)}
              />
              <RowHindi
                register={register}
                errors={errors}
                at={at}
                fields={[{ name: "label", label: t`What it pays for in Hindi` }]}
              />
            </>
          );
        }}
      />
      <div className="mt-4 grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-3">
        <dl className="grid grid-cols-2 gap-4 text-sm sm:col-span-2">
          <div>
            <dt className="text-stone-500">
              <Trans>Subtotal</Trans>
            </dt>
            <dd className="font-medium text-ink">{formatRupees(subtotal)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">
              <Trans>Tax ({taxRate}%)</Trans>
            </dt>
            <dd className="font-medium text-ink">{formatRupees(price - subtotal)}</dd>
          </div>
        </dl>
        <InputField
          label={t`Price per person, tax included`}
          readOnly
          value={formatRupees(price)}
          hint={t`Worked out from the cost lines`}
          className="bg-stone-100 font-semibold"
          error={linesFaulty ? undefined : errors.price?.message}
        />
      </div>
    </ListCard>
  );
}

export function GallerySection({
  control,
  register,
  errors,
  library,
}: SectionProps & { library: PhotoLibrary }) {
  const { t } = useLingui();
  const { fields, append, remove, move } = useFieldArray({ control, name: "gallery" });
  return (
    <ListCard>
      <RepeatableList
        legend={t`Gallery`}
        hint={t`Pictures shown on the package's Gallery tab, in this order. Each needs a description.`}
        error={listError(errors, "gallery")}
        keys={fields.map((f) => f.id)}
        itemLabel={(index) => {
          const picture = index + 1;
          return t`Picture ${picture}`;
        }}
        addLabel={t`Add a picture`}
        max={MAX_GALLERY_ITEMS}
        empty={t`No pictures yet.`}
        onAdd={() => append(emptyGalleryItem(), { shouldFocus: false })}
        onRemove={remove}
        onMove={move}
        renderItem={(index) => {
          const at = `gallery.${index}` as const;
          return (
            <>
              <div className="sm:col-span-2">
                <PhotoIdField
                  control={control}
                  name={`${at}.photoId`}
                  label={t`Photo`}
                  hint={t`Without one, the package's drawn picture is shown.`}
                  library={library}
                />
              </div>
              <InputField
                label={t`Picture description`}
                lang="en"
                autoComplete="off"
                hint={t`What the picture shows, for people who cannot see it`}
                error={fieldError(errors, `${at}.alt`)}
                {...register(`${at}.alt`)}
              />
              <InputField
                label={t`Caption (optional)`}
                lang="en"
                autoComplete="off"
                hint={t`Check it matches the picture`}
                error={fieldError(errors, `${at}.caption`)}
                {...register(`${at}.caption`)}
              />
              <RowHindi
                register={register}
                errors={errors}
                at={at}
                fields={[
                  { name: "alt", label: t`Picture description in Hindi` },
                  { name: "caption", label: t`Caption in Hindi` },
                ]}
              />
            </>
          );
        }}
      />
    </ListCard>
  );
}
