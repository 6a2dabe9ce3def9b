// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Pillar } from "@contracts/strategy/schemas";
import { PillarForm } from "@/features/strategy/components/pillar-form";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});

const pillar: Pillar = {
  id: "p1",
  strategyId: "s1",
  name: "Industry Insights",
  description: "d",
  purpose: "p",
  targetAudience: "a",
  formats: ["Polls"],
  engagementStyle: "e",
  frequency: "Once a week",
  isActive: true,
  createdAt: "",
};

describe("PillarForm", () => {
  it("opens with the focus on its first field", async () => {
    render(<PillarForm pillar={pillar} onCancel={() => {}} onSave={async () => {}} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Name")));
  });

  it("requires at least one content format", async () => {
    const onSave = vi.fn(async () => {});
    render(<PillarForm pillar={pillar} onCancel={() => {}} onSave={onSave} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Polls" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Please select at least one content format");
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("group", { name: "Content formats" }).getAttribute("aria-describedby")).toBe(
      screen.getByRole("alert").id,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Carousels" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    });
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ formats: ["Carousels"] }), expect.anything());
  });
});
