import { msg } from '@lingui/core/macro';

/** The contract's VIDEO_TIPS in the reader's language (the same English: video-text.test.ts). */
export const VIDEO_TIPS_TEXT = [
  msg`Name a topic your class has slides for: the video is made from those slides, narrated and captioned.`,
  msg`Name the class (for example "for class 6") to use that class’s deck first.`,
  msg`Longer videos cover more slides: 30 s has 4 scenes, 60 s 8, 90 s 11 and 120 s 15.`,
  msg`No slides on your topic? You can still make it from your prompt alone; it is labelled as such.`,
  msg`Generation runs in the background: you can leave the page and come back.`,
];
