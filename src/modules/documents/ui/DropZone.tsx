/**
 * Drag and drop onto the folder view: while files are dragged over it, an overlay says where they
 * will go; dropping hands them to `onFiles`. Dragging text or links does nothing. The keyboard
 * (and everyone else) uses the upload button (UploadButton.tsx), which does the same.
 */
import { useRef, useState, type DragEvent, type ReactNode } from "react";

export interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** "in „Protokolle“" — shown on the overlay. */
  targetLabel: string;
  children: ReactNode;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

export function DropZone({ onFiles, disabled = false, targetLabel, children }: DropZoneProps) {
  const [active, setActive] = useState(false);
  // dragenter/dragleave fire for every child element: count them to know when the pointer left.
  const depth = useRef(0);

  const enter = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setActive(true);
  };
  const over = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
  };
  const leave = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setActive(false);
  };
  const drop = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setActive(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; keyboard users upload with the upload button in the same area
    <div
      className={`documents-dropzone${active ? " documents-dropzone--active" : ""}`}
      onDragEnter={enter}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
      data-testid="documents-dropzone"
    >
      {children}
      {active && (
        <div className="documents-dropzone__overlay" aria-hidden="true">
          <span>Zum Hochladen loslassen – {targetLabel}</span>
        </div>
      )}
    </div>
  );
}
