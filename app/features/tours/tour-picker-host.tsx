/**
 * Mounts the tour editor's element picker (tour-picker.tsx, loaded only then) in a window the editor
 * opened for picking (decision 0053). Admins only: the account layout passes texts to them.
 */
import { type ComponentType, useEffect, useState } from "react";
import { type PickSession, pickSession } from "./tour-pick";
import type { PickerTexts } from "./tour-picker";

type PickerProps = { session: PickSession; texts: PickerTexts; onEnd: () => void };

export function TourPickerHost({ texts }: { texts: PickerTexts }) {
  const [picker, setPicker] = useState<{ session: PickSession; Picker: ComponentType<PickerProps> } | null>(
    null,
  );
  useEffect(() => {
    const session = pickSession();
    if (!session) return;
    let live = true;
    import("./tour-picker")
      .then((m) => live && setPicker({ session, Picker: m.default }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!picker) return null;
  const { Picker, session } = picker;
  return <Picker session={session} texts={texts} onEnd={() => setPicker(null)} />;
}
