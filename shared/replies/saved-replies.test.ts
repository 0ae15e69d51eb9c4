import { describe, expect, it } from "vitest";
import { fillSavedReply } from "./saved-replies.ts";

describe("a saved reply picked for an enquiry", () => {
  it("fills in the name, the company and the position", () => {
    expect(
      fillSavedReply(
        "Dear {name}, thank you for writing about {company}'s {position} role. {other}",
        {
          name: "Asha Verma",
          companyName: "Acme Ltd",
          position: "React Developer",
        },
      ),
    ).toBe("Dear Asha Verma, thank you for writing about Acme Ltd's React Developer role. {other}");
  });

  it("leaves the place of a value the enquiry does not have empty", () => {
    expect(fillSavedReply("Hello {name} of {company}", { name: "Ravi" })).toBe("Hello Ravi of ");
  });
});
