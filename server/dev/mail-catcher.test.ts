import { createServer } from "node:net";
import { expect, it } from "vitest";
import { startMailCatcher } from "./mail-catcher.ts";

it("takes another port when the usual one is busy, for instance with a second npm run dev", async () => {
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  const address = busy.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    const catcher = await startMailCatcher({ smtpPort: port, webPort: 0 });
    try {
      expect(new URL(catcher.smtpUrl).port).not.toBe(String(port));
    } finally {
      await catcher.close();
    }
  } finally {
    busy.close();
  }
});
