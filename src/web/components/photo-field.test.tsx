import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PHOTO_MAX_BYTES } from "@/shared/photos/rules";
import type { PhotoView } from "@/shared/photos/types";
import { PhotoField } from "./photo-field";

/** Stands in for the browser's XMLHttpRequest, which the upload uses for its progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = "";
  url = "";
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

const photo: PhotoView = {
  id: "0b6f3f8e-3c39-4d2e-9a61-1d3c7c1b2a90",
  width: 1200,
  height: 800,
  placeholder: "",
  avif: "/uploads/a4.avif 400w, /uploads/a8.avif 800w",
  webp: "/uploads/w4.webp 400w, /uploads/w8.webp 800w",
  src: "/uploads/w8.webp",
};

function Form({
  onChange,
  initial = null,
}: {
  onChange: (p: PhotoView | null) => void;
  initial?: PhotoView | null;
}) {
  const [value, setValue] = useState<PhotoView | null>(initial);
  return (
    <PhotoField
      label="Main photo"
      hint="JPEG, PNG, WebP or AVIF, up to 20 MB."
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const jpeg = () => new File([new Uint8Array(4096)], "taj.jpg", { type: "image/jpeg" });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("PhotoField", () => {
  it("uploads the chosen file with its progress, then shows the photo", async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>("Main photo");
    expect(input.accept).toBe("image/jpeg,image/png,image/webp,image/avif");
    expect(input.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("JPEG, PNG, WebP or AVIF, up to 20 MB.")).toBeTruthy();

    await userEvent.upload(input, jpeg());
    const [xhr] = FakeXhr.sent;
    expect(xhr.url).toBe("/api/admin/photos");
    expect((xhr.body?.get("photo") as File | null)?.name).toBe("taj.jpg");
    xhr.progress(50, 100);
    expect(screen.getByRole("status").textContent).toContain("Uploading… 50%");
    expect(input.disabled).toBe(true);

    await xhr.respond(201, { photo });
    expect(onChange).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole("status")).toBeNull();
    const preview = screen.getByRole("img", { name: "Preview: Main photo" });
    expect(preview.parentElement?.querySelector("source")?.getAttribute("srcset")).toBe(photo.avif);
  });

  it("shows the server's reason and keeps the current photo", async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} initial={photo} />);
    const input = screen.getByLabelText<HTMLInputElement>("Main photo");
    await userEvent.upload(input, new File(["<svg/>"], "x.png", { type: "image/png" }));
    const message =
      "SVG files are not accepted: an SVG can carry script. Please upload a JPEG, PNG, WebP or AVIF photo.";
    await FakeXhr.sent[0].respond(415, {
      error: { code: "UNSUPPORTED_MEDIA_TYPE", message, fields: { photo: message } },
    });
    expect(screen.getByText(message)).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("img", { name: "Preview: Main photo" })).toBeTruthy();
  });

  it("refuses a file over the limit without sending it", async () => {
    render(<Form onChange={vi.fn()} />);
    const big = jpeg();
    Object.defineProperty(big, "size", { value: PHOTO_MAX_BYTES + 1 });
    fireEvent.change(screen.getByLabelText("Main photo"), { target: { files: [big] } });
    expect(await screen.findByText(/Photos can be at most 20 MB/)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("removes the photo with the Remove button", async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} initial={photo} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull();
  });

  it("shows the form's own error for the field", () => {
    render(<PhotoField label="Main photo" value={null} onChange={() => {}} error="Add a photo." />);
    expect(screen.getByText("Add a photo.")).toBeTruthy();
  });
});
