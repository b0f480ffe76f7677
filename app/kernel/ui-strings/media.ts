/** Pictures, galleries, carousels and videos: their controls and what a screen reader hears. */
export const cannotPlay = "Your browser cannot play this video.";
export const downloadVideo = "Download the video";
export const publishedSoon = "This video will be published soon.";
export const length = "Length {duration}";
export const duration = "Duration {duration}";
export const featuredVideo = "Featured video";
export const previousSlide = "Previous slide";
export const nextSlide = "Next slide";
export const pauseSlides = "Pause automatic slides";
export const playSlides = "Play automatic slides";
export const openImage = "Open image {n} of {total} in the viewer";
export const imageUnavailable = "Image unavailable";
export const imageViewer = "Image viewer";
export const close = "Close";
export const zoomIn = "Zoom in";
export const zoomOut = "Zoom out";
export const actualSize = "Actual size";
export const reset = "Reset";
export const previousImage = "Previous image";
export const playSlideshow = "Play slideshow";
export const nextImage = "Next image";
export const rotateLeft = "Rotate left";
export const rotateRight = "Rotate right";
export const flipHorizontally = "Flip horizontally";
export const flipVertically = "Flip vertically";
export const fullScreen = "Full screen";
// Swiper fills its own {{index}} placeholders.
export const goToSlide = "Go to slide {{index}}";
export const slideOfSlides = "{{index}} / {{slidesLength}}";
export const slide = "slide";
export const captionsLanguage = "English";
/** A length as a screen reader hears it beside "12:34". */
export const minutes = "{n, plural, one {{n} minute} other {{n} minutes}}";
export const seconds = "{n, plural, one {{n} second} other {{n} seconds}}";
