import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** SPEC §9: menus close 300 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 300;

interface HoverMenuProps {
  /** Contents of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its contents are not enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** Receives a function that closes the menu (after choosing an entry, say). */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * A disclosure that opens on hover and on keyboard focus (SPEC §2/§4), closes 300 ms after the
 * pointer leaves, at once when focus leaves it, and on Escape (focus returns to the trigger).
 */
export function HoverMenu({
  trigger,
  triggerLabel,
  triggerClassName = '',
  panelClassName = '',
  children,
  align = 'start',
}: HoverMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const lastPointer = useRef<string>('mouse');
  // Focus that comes with a press (mouse, touch, pen) is not keyboard focus: the click decides.
  const pressing = useRef(false);
  const returningFocus = useRef(false);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const openNow = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);
  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  const onPointerEnter = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType === 'mouse') openNow();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };
  const onFocus = () => {
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    // A touch screen focuses after the finger lifts (pointerup), just before the click: the
    // press is spent here rather than on pointerup, so that focus does not open the menu for the
    // click to toggle shut again (menus open on the first tap).
    if (pressing.current) pressing.current = false;
    else openNow();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    pressing.current = false;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      returningFocus.current = document.activeElement !== triggerRef.current;
      triggerRef.current?.focus();
    }
  };
  const onTriggerClick = (event: MouseEvent) => {
    pressing.current = false;
    // A mouse already opened the menu on hover, so its click must not close it again; touch and
    // keyboard (detail 0) toggle.
    if (lastPointer.current === 'mouse' && event.detail > 0) openNow();
    else setOpen((was) => !was);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape only mirror the button's own behaviour
    <div
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDownCapture={(event) => {
        lastPointer.current = event.pointerType;
        pressing.current = true;
      }}
      onPointerCancelCapture={() => {
        pressing.current = false;
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={onTriggerClick}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 pt-2 ${align === 'end' ? 'right-0' : 'left-0'}`}
      >
        <div
          className={`on-light rounded-2xl bg-white p-2 text-stone-800 shadow-xl ring-1 ring-stone-200 ${panelClassName}`}
        >
          {children(close)}
        </div>
      </div>
    </div>
  );
}
