import { CAROUSEL_SIZES, type CarouselDesign } from "@contracts/carousels/carousel";
import { mediaFilePath } from "@contracts/media/paths";
import { SlideView } from "@shared/carousel/slide";
import "./carousel-fonts";

/**
 * A slide drawn by the same component as the PDF's page, at its true size, scaled to `width` CSS pixels by a
 * transform (the layout, the fitted font sizes and the line breaks are the PDF's). The box it takes is the scaled
 * size, so nothing around it shifts. Images come from the Library's file URL.
 */
export function SlidePreview({
  design,
  index,
  width,
  label,
}: {
  design: CarouselDesign;
  index: number;
  width: number;
  /** What a screen reader hears for this picture of a slide ("Slide 3 of 10"). */
  label: string;
}) {
  const size = CAROUSEL_SIZES[design.size];
  const scale = width / size.width;
  return (
    <div
      role="img"
      aria-label={label}
      // its size is its own: a key typed into the slide lays out and paints this box, not the page around it
      style={{
        width,
        height: Math.round(size.height * scale),
        overflow: "hidden",
        position: "relative",
        contain: "strict",
      }}
    >
      <div style={{ transform: `scale(${scale})`, transformOrigin: "0 0", position: "absolute", top: 0, left: 0 }}>
        <SlideView design={design} index={index} imageUrl={mediaFilePath} />
      </div>
    </div>
  );
}
