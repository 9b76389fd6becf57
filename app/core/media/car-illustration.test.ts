import { describe, expect, it } from "vitest";
import { BODY_TYPES, COLOURS } from "../catalog/car-attributes";
import {
  brandInitials,
  CAR_VIEWS,
  carIllustration,
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_WIDTH,
  paintFromHex,
} from "./car-illustration";
import SHAPES from "./car-shapes.json";

describe("car illustration (demo pictures)", () => {
  it("tells cars apart: body type, colour and brand each change the picture, the same car never does", () => {
    const car = {
      bodyType: "hatchback",
      colour: "blue",
      view: "side",
      seed: 100042,
      brand: "Volkswagen",
    } as const;
    const picture = carIllustration(car);
    // Stable: the same car is drawn the same every time (its variants are cached by id and ETag).
    expect(carIllustration({ ...car })).toBe(picture);
    // Body types the list shows side by side have different silhouettes in the first (side) picture.
    const bodies = ["hatchback", "sedan", "estate", "suv", "coupe", "convertible", "van", "pickup"] as const;
    const outlines = bodies.map((bodyType) => {
      const svg = carIllustration({ ...car, bodyType });
      // The body outline is the path filled with the paint gradient.
      return svg.match(/<path d="([^"]+)" fill="url\(#paint\)"/)?.[1];
    });
    for (const outline of outlines) expect(outline).toBeTruthy();
    expect(new Set(outlines).size).toBe(bodies.length);
    // The car's paint colour, and the brand's initials in a badge.
    expect(carIllustration({ ...car, colour: "red" })).not.toBe(picture);
    expect(carIllustration({ ...car, colour: "red" })).toContain("#b3202c");
    const bmw = carIllustration({ ...car, brand: "BMW" });
    expect(bmw).not.toBe(picture);
    const withoutBadge = (svg: string) => svg.replace(/<g data-brand="[A-Z]+">[\s\S]*?<\/g><\/svg>$/, "");
    expect(withoutBadge(bmw)).toBe(withoutBadge(picture));
    expect(bmw).toContain('<g data-brand="BMW">');
    // Without a brand there is no badge.
    expect(carIllustration({ ...car, brand: undefined })).not.toContain("data-brand");
    expect(picture).toContain('<g data-brand="VW">');
  });

  it("names a brand by its initials, without logos or letters it cannot draw", () => {
    expect(brandInitials("Volkswagen")).toBe("VW");
    expect(brandInitials("BMW")).toBe("BMW");
    expect(brandInitials("Mercedes-Benz")).toBe("MB");
    expect(brandInitials("Škoda")).toBe("S");
    expect(brandInitials("Kia")).toBe("K");
    expect(brandInitials("Alfa Romeo")).toBe("AR");
    expect(brandInitials("")).toBe("");
  });

  it("is a complete 3:2 SVG document without text for every body type, colour and view", () => {
    for (const bodyType of BODY_TYPES) {
      for (const view of CAR_VIEWS) {
        for (const colour of COLOURS) {
          const svg = carIllustration({ bodyType, colour, view, seed: 100001, brand: "Mercedes-Benz" });
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"')).toBe(
            true,
          );
          expect(svg.endsWith("</svg>")).toBe(true);
          expect(svg).not.toMatch(/<text|NaN|undefined|Infinity/);
          // Balanced elements: every opened group and gradient is closed.
          for (const tag of ["g", "defs", "linearGradient", "radialGradient"]) {
            const opened = svg.match(new RegExp(`<${tag}[ >]`, "g"))?.length ?? 0;
            expect(svg.match(new RegExp(`</${tag}>`, "g"))?.length ?? 0, `${bodyType} ${view} ${tag}`).toBe(
              opened,
            );
          }
        }
      }
    }
    expect(ILLUSTRATION_WIDTH / ILLUSTRATION_HEIGHT).toBe(1.5);
  });

  it("draws each body type differently, in each outside view", () => {
    for (const view of ["front", "side", "rear"] as const) {
      const pictures = new Set(
        BODY_TYPES.map((bodyType) => carIllustration({ bodyType, colour: "blue", view, seed: 7 })),
      );
      expect(pictures.size, view).toBe(BODY_TYPES.length);
    }
  });

  it("is deterministic per seed and varies small things between seeds", () => {
    const input = { bodyType: "suv", colour: "red", view: "side", seed: 100123 } as const;
    expect(carIllustration(input)).toBe(carIllustration({ ...input }));
    const variants = new Set(
      Array.from({ length: 12 }, (_, i) => carIllustration({ ...input, seed: 100000 + i })),
    );
    expect(variants.size).toBeGreaterThan(3);
  });

  it("paints the car in its colour", () => {
    const red = carIllustration({ bodyType: "sedan", colour: "red", view: "side", seed: 1 });
    const green = carIllustration({ bodyType: "sedan", colour: "green", view: "side", seed: 1 });
    expect(red).toContain("#b3202c");
    expect(green).toContain("#2d6a47");
    expect(red).not.toBe(green);
  });

  it("paints a new model in its own colour, metallics with a flake band", () => {
    const solid = carIllustration({
      bodyType: "suv",
      colour: { hex: "#1F4F96", metallic: false },
      view: "side",
      seed: 3,
    });
    const metallic = carIllustration({
      bodyType: "suv",
      colour: { hex: "#1f4f96", metallic: true },
      view: "side",
      seed: 3,
    });
    expect(solid).toContain('stop-color="#1f4f96"');
    expect(metallic).toContain('stop-color="#1f4f96"');
    expect(metallic).not.toBe(solid);
    expect(
      metallic.match(/<linearGradient id="paint"[\s\S]*?<\/linearGradient>/)?.[0].match(/<stop /g),
    ).toHaveLength(6);
    // The same model keeps its rims and backdrop in every paint: only the paint differs.
    const red = { hex: "#b61f2a", metallic: false };
    const other = carIllustration({ bodyType: "suv", colour: red, view: "side", seed: 3 });
    const withoutPaint = (svg: string, hex: string) => {
      const { base, light, dark } = paintFromHex({ hex, metallic: false });
      return svg.replaceAll(base, "P").replaceAll(light, "PL").replaceAll(dark, "PD");
    };
    expect(other).not.toBe(solid);
    expect(withoutPaint(other, red.hex)).toBe(withoutPaint(solid, "#1f4f96"));
    expect(paintFromHex({ hex: "#808080", metallic: false })).toMatchObject({ base: "#808080" });
    // A malformed colour draws a neutral grey rather than a broken document.
    expect(paintFromHex({ hex: "red", metallic: false }).base).toBe("#808890");
  });

  it("draws every body type from its shape data: wheels at the axles on the ground, lamps at the ends", () => {
    const wheels = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="#16181b"\/>/g;
    for (const bodyType of BODY_TYPES) {
      const shape = SHAPES.side[bodyType];
      const svg = carIllustration({ bodyType, colour: "silver", view: "side", seed: 5 });
      const found = [...svg.matchAll(wheels)].map((m) => m.slice(1, 4).map(Number));
      // Two wheels, at the data's axles, of the data's size, standing on the ground line (y = 640).
      expect(found, bodyType).toEqual(shape.axles.map((x) => [x, 640 - shape.wheel, shape.wheel]));
      // The body outline starts at the outline's first point (its rounded corner begins on its way).
      const [fx = 0, fy = 0] = shape.top[0]!;
      const outline = svg.match(/<path d="M([\d.]+),([\d.]+)[^"]*" fill="url\(#paint\)"/);
      expect(Math.hypot(Number(outline?.[1]) - fx, Number(outline?.[2]) - fy), bodyType).toBeLessThan(40);
      // The headlight sits ahead of the front axle, the taillight behind the rear one (the car faces left).
      const [front = 0, rear = 0] = shape.axles;
      expect(Math.max(...shape.headlight.map(([x = 0]) => x)), bodyType).toBeLessThan(front);
      expect(Math.min(...shape.taillight.map(([x = 0]) => x)), bodyType).toBeGreaterThan(rear);
      // The front and rear views are as wide as their data says and symmetric around x = 600.
      const end = SHAPES.end[bodyType];
      expect(end.roofHalf, bodyType).toBeLessThan(end.half);
      const tyres = [
        ...carIllustration({ bodyType, colour: "silver", view: "front", seed: 5 }).matchAll(
          /<rect x="([\d.]+)" y="[\d.]+" width="78"/g,
        ),
      ].map((m) => Number(m[1]));
      expect(tyres, bodyType).toEqual([600 - end.half + 22, 1200 - (600 - end.half + 22) - 78]);
    }
  });

  it("draws every letter of the badge from its strokes inside the 4 x 6 grid", () => {
    const letters = Object.keys(SHAPES.letters);
    expect(letters.join("")).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    for (const [letter, strokes] of Object.entries(SHAPES.letters)) {
      for (const [x = -1, y = -1] of strokes.flat()) {
        expect(x >= 0 && x <= 4 && y >= 0 && y <= 6, letter).toBe(true);
      }
      const svg = carIllustration({ bodyType: "van", colour: "white", view: "rear", seed: 9, brand: letter });
      // One move per stroke.
      const path = svg.match(/<g data-brand="[A-Z]+">.*?<path d="([^"]+)"/)?.[1] ?? "";
      expect(path.match(/M/g)?.length, letter).toBe(strokes.length);
    }
  });
});
