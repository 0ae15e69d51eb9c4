import { describe, expect, it } from "vitest";
import { fillSavedReply, unknownPlaceholders } from "./saved-replies.ts";

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

  it("fills in the first name and the name of the conversation's owner", () => {
    expect(
      fillSavedReply("Hi {first_name}, {owner_name} here.", { name: " Asha Verma " }, "Ravi Patel"),
    ).toBe("Hi Asha, Ravi Patel here.");
  });

  it("names the placeholders nobody would fill in, once each", () => {
    expect(unknownPlaceholders("Dear {name} {firstname}, {date} and {date}; {owner_name}")).toEqual(
      ["{firstname}", "{date}"],
    );
    expect(unknownPlaceholders("{first_name} {company} {position} {owner_name} {name}")).toEqual(
      [],
    );
  });
});
