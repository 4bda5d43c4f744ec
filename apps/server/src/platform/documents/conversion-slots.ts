/**
 * At most `size` conversions at a time in this process: LibreOffice takes a few hundred MiB per
 * conversion, so the rest wait their turn in order instead of starting side by side.
 */
export class ConversionSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = Math.max(1, size);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resume) => this.waiting.push(resume));
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}
