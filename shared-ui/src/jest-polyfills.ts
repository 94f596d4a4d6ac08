// jsdom lacks a few browser APIs that Chakra (Ark/Zag) uses. Add this module to a package's Jest
// `setupFilesAfterEnv` ('@pathshala/shared-ui/jest-polyfills'). Each shim applies only when missing.
// (TextEncoder, fetch and friends come from the jest-fixed-jsdom environment.)
const globals = globalThis as Record<string, unknown>;

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    // No query matches: a narrow screen in light mode.
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  if (typeof window.IntersectionObserver !== 'function') {
    window.IntersectionObserver = class IntersectionObserver {
      readonly root = null;
      readonly rootMargin = '0px';
      readonly thresholds = [0];
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  }

  // Zag constructs PointerEvents (press handling, dismissal); jsdom has none.
  if (typeof window.PointerEvent !== 'function') {
    class PointerEventShim extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
  }

  // Zag's positioning and scroll-into-view call these; jsdom does not implement them.
  if (typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => {};
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};

  // React builds `new FormData(form, submitter)` when a submit handler starts a transition (the router's
  // navigation does, e.g. a search's filters applied). jest-fixed-jsdom swaps in Node's FormData, which
  // cannot read a jsdom form (it throws); browsers can. This stand-in reads the form's named controls, as a
  // browser would.
  const NodeFormData = globalThis.FormData;
  let readsForms = true;
  try {
    new NodeFormData(document.createElement('form'));
  } catch {
    readsForms = false;
  }
  if (!readsForms) {
    class FormDataFromForm extends NodeFormData {
      constructor(form?: HTMLFormElement) {
        super();
        if (!form) return;
        for (const element of Array.from(form.elements) as HTMLInputElement[])
          if (element.name && !element.disabled) this.append(element.name, element.value);
      }
    }
    globalThis.FormData = FormDataFromForm as typeof FormData;
  }
}

if (typeof globals.structuredClone !== 'function') {
  globals.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}
