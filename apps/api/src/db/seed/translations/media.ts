import type { TranslationTable } from './ui-translation';

/** A title's media section in the operator console: masters, trailers and subtitles (decision 048). */
export const mediaTranslations: TranslationTable = {
  operator_media_title: { sv: 'Media', no: 'Media', fi: 'Media', en: 'Media' },
  operator_media_intro: {
    sv: 'Ladda upp filmens master eller en trailer. Filen omkodas i bakgrunden; titeln spelar det den spelade tills jobbet är klart.',
    no: 'Last opp filmens master eller en trailer. Filen omkodes i bakgrunnen; tittelen spiller det den spilte til jobben er ferdig.',
    fi: 'Lataa elokuvan master-tiedosto tai traileri. Tiedosto muunnetaan taustalla; nimike toistaa entistä, kunnes työ on valmis.',
    en: 'Upload the film’s master or a trailer. The file is transcoded in the background; the title plays what it played until the job is done.',
  },
  operator_media_read_only: {
    sv: 'Bara administratörer och redaktörer kan ladda upp media och undertexter.',
    no: 'Bare administratorer og redaktører kan laste opp media og undertekster.',
    fi: 'Vain ylläpitäjät ja toimittajat voivat ladata mediaa ja tekstityksiä.',
    en: 'Only administrators and editors can upload media and subtitles.',
  },
  operator_media_master_title: {
    sv: 'Film och trailer',
    no: 'Film og trailer',
    fi: 'Elokuva ja traileri',
    en: 'Film and trailer',
  },
  operator_media_purpose: { sv: 'Filen är', no: 'Filen er', fi: 'Tiedosto on', en: 'The file is' },
  operator_media_purpose_film: { sv: 'filmen', no: 'filmen', fi: 'elokuva', en: 'the film' },
  operator_media_purpose_trailer: { sv: 'trailern', no: 'traileren', fi: 'traileri', en: 'the trailer' },
  operator_media_file_film: {
    sv: 'Filmens masterfil',
    no: 'Filmens masterfil',
    fi: 'Elokuvan master-tiedosto',
    en: 'Film master file',
  },
  operator_media_file_trailer: {
    sv: 'Trailerns masterfil',
    no: 'Trailerens masterfil',
    fi: 'Trailerin master-tiedosto',
    en: 'Trailer master file',
  },
  operator_media_attaching: {
    sv: 'Startar omkodningen …',
    no: 'Starter omkodingen …',
    fi: 'Aloitetaan muunnosta …',
    en: 'Starting the transcoding …',
  },
  operator_media_job_progress: { sv: 'Omkodning', no: 'Omkoding', fi: 'Muunnos', en: 'Transcoding' },
  operator_media_subtitles_title: {
    sv: 'Undertexter',
    no: 'Undertekster',
    fi: 'Tekstitykset',
    en: 'Subtitles',
  },
  operator_media_subtitles_language: { sv: 'Språk', no: 'Språk', fi: 'Kieli', en: 'Language' },
  operator_media_subtitles_sdh: {
    sv: 'För döva och hörselskadade (SDH)',
    no: 'For døve og hørselshemmede (SDH)',
    fi: 'Kuuroille ja huonokuuloisille (SDH)',
    en: 'For the deaf and hard of hearing (SDH)',
  },
  operator_media_subtitles_file: {
    sv: 'Undertextfil',
    no: 'Undertekstfil',
    fi: 'Tekstitystiedosto',
    en: 'Subtitle file',
  },
  operator_media_subtitles_hint: {
    sv: 'SRT eller WebVTT i UTF-8, högst 512 kB. Ersätter samma språk och sort.',
    no: 'SRT eller WebVTT i UTF-8, høyst 512 kB. Erstatter samme språk og type.',
    fi: 'SRT tai WebVTT, UTF-8, enintään 512 kt. Korvaa saman kielen ja lajin.',
    en: 'SRT or WebVTT in UTF-8, at most 512 kB. Replaces the same language and kind.',
  },
  operator_media_subtitles_choose_file: {
    sv: 'Välj en undertextfil först.',
    no: 'Velg en undertekstfil først.',
    fi: 'Valitse ensin tekstitystiedosto.',
    en: 'Choose a subtitle file first.',
  },
  operator_media_subtitles_line: {
    sv: 'Felet finns på rad {line}.',
    no: 'Feilen er på linje {line}.',
    fi: 'Virhe on rivillä {line}.',
    en: 'The fault is on line {line}.',
  },
  operator_media_subtitles_upload: {
    sv: 'Ladda upp undertexter',
    no: 'Last opp undertekster',
    fi: 'Lataa tekstitykset',
    en: 'Upload subtitles',
  },
  operator_media_subtitles_saved: {
    sv: 'Undertexterna är sparade ({cues, plural, one {# replik} other {# repliker}}).',
    no: 'Undertekstene er lagret ({cues, plural, one {# replikk} other {# replikker}}).',
    fi: 'Tekstitykset on tallennettu ({cues, plural, one {# repliikki} other {# repliikkiä}}).',
    en: 'The subtitles are saved ({cues, plural, one {# cue} other {# cues}}).',
  },
};
