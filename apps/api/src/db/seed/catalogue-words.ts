/**
 * The raw material the catalogue generator combines: invented title names, plot fragments, episode names
 * and people's names, each text in Swedish, Norwegian (bokmål), Finnish and English. No real film titles.
 * English fragments may hold {pos} (his/her/its), filled in from the protagonist.
 */

export interface Words {
  sv: string;
  no: string;
  fi: string;
  en: string;
}

const w = (sv: string, no: string, fi: string, en: string): Words => ({ sv, no, fi, en });

// ---------------------------------------------------------------- film names

/** Stand-alone film names. */
export const filmNames: Words[] = [
  w('Isen brister', 'Isen brister', 'Jää pettää', 'When the Ice Breaks'),
  w('Sista färjan', 'Siste ferje', 'Viimeinen lautta', 'The Last Ferry'),
  w('Midnattssolens barn', 'Midnattssolens barn', 'Keskiyön auringon lapset', 'Children of the Midnight Sun'),
  w('Björkarnas sång', 'Bjørkenes sang', 'Koivujen laulu', 'Song of the Birches'),
  w(
    'Fyrvaktarens dotter',
    'Fyrvokterens datter',
    'Majakanvartijan tytär',
    "The Lighthouse Keeper's Daughter",
  ),
  w('Snö över Tornedalen', 'Snø over Tornedalen', 'Lunta Tornionlaaksossa', 'Snow over the Torne Valley'),
  w('Glömda stigar', 'Glemte stier', 'Unohdetut polut', 'Forgotten Paths'),
  w('Rävens år', 'Revens år', 'Ketun vuosi', 'The Year of the Fox'),
  w('Under norrskenet', 'Under nordlyset', 'Revontulten alla', 'Beneath the Northern Lights'),
  w('Skärgårdsnätter', 'Skjærgårdsnetter', 'Saaristoyöt', 'Archipelago Nights'),
  w('Saltstänk', 'Saltsprut', 'Suolapärskeet', 'Salt Spray'),
  w('Den sista tranan', 'Den siste tranen', 'Viimeinen kurki', 'The Last Crane'),
  w('Vinterträdgården', 'Vinterhagen', 'Talvipuutarha', 'The Winter Garden'),
  w('Brev till Astrid', 'Brev til Astrid', 'Kirjeitä Astridille', 'Letters to Astrid'),
  w('Mormors hus', 'Mormors hus', 'Mummolan talo', "Grandmother's House"),
  w('Järnvägsbron', 'Jernbanebrua', 'Rautatiesilta', 'The Railway Bridge'),
  w('När dimman lättar', 'Når tåken letter', 'Kun sumu hälvenee', 'When the Fog Lifts'),
  w('Ett hus vid sjön', 'Et hus ved vannet', 'Talo järven rannalla', 'A House by the Lake'),
  w('Kråkans vinter', 'Kråkens vinter', 'Variksen talvi', "The Crow's Winter"),
  w('Den tysta byn', 'Den stille bygda', 'Hiljainen kylä', 'The Quiet Village'),
  w('Guldgruvan', 'Gullgruven', 'Kultakaivos', 'The Gold Mine'),
  w('Älgjakten', 'Elgjakten', 'Hirvenmetsästys', 'The Moose Hunt'),
  w('Signes sista sommar', 'Signes siste sommer', 'Signen viimeinen kesä', "Signe's Last Summer"),
  w('Blåbärsskogen', 'Blåbærskogen', 'Mustikkametsä', 'The Blueberry Forest'),
  w('Spår i snön', 'Spor i snøen', 'Jäljet lumessa', 'Tracks in the Snow'),
  w('Nattåget till Narvik', 'Nattoget til Narvik', 'Yöjuna Narvikiin', 'Night Train to Narvik'),
  w('Tusen sjöar', 'Tusen sjøer', 'Tuhat järveä', 'A Thousand Lakes'),
  w('Lotsen', 'Losen', 'Luotsi', 'The Harbour Pilot'),
  w(
    'Kvinnan i det röda huset',
    'Kvinnen i det røde huset',
    'Nainen punaisessa talossa',
    'The Woman in the Red House',
  ),
  w('Pappas båt', 'Pappas båt', 'Isän vene', "Father's Boat"),
  w('Tornedalens hjärta', 'Tornedalens hjerte', 'Tornionlaakson sydän', 'Heart of the Torne Valley'),
  w('Vargarnas natt', 'Ulvenes natt', 'Susien yö', 'Night of the Wolves'),
  w('Sillkungen', 'Sildekongen', 'Silakkakuningas', 'The Herring King'),
  w('Det röda bandet', 'Det røde båndet', 'Punainen nauha', 'The Red Ribbon'),
  w(
    'Granskogens hemlighet',
    'Granskogens hemmelighet',
    'Kuusimetsän salaisuus',
    'Secret of the Spruce Forest',
  ),
  w('Morgondagens dansare', 'Morgendagens dansere', 'Huomisen tanssijat', "Tomorrow's Dancers"),
  w('Klockorna i Visby', 'Klokkene i Visby', 'Visbyn kellot', 'The Bells of Visby'),
  w('Ödemarken', 'Villmarka', 'Erämaa', 'The Wilderness'),
  w('Sjömannens sång', 'Sjømannens sang', 'Merimiehen laulu', "The Sailor's Song"),
  w('Kvarnen', 'Kverna', 'Mylly', 'The Mill'),
  w('Mörkrets månad', 'Mørketidens måned', 'Kaamoksen kuukausi', 'The Month of Darkness'),
  w('Himmel över Lofoten', 'Himmel over Lofoten', 'Taivas Lofoottien yllä', 'Sky over Lofoten'),
  w('Flytten', 'Flyttingen', 'Muutto', 'The Move'),
  w('Farmors recept', 'Farmors oppskrift', 'Isoäidin resepti', "Grandma's Recipe"),
  w('Skuggan av en björn', 'Skyggen av en bjørn', 'Karhun varjo', 'Shadow of a Bear'),
  w('Tio dagar i juli', 'Ti dager i juli', 'Kymmenen päivää heinäkuussa', 'Ten Days in July'),
  w('Den siste fiskaren', 'Den siste fiskeren', 'Viimeinen kalastaja', 'The Last Fisherman'),
  w('Stugan vid älven', 'Hytta ved elva', 'Mökki joen rannalla', 'The Cabin by the River'),
  w('Ett ljus i mörkret', 'Et lys i mørket', 'Valo pimeässä', 'A Light in the Dark'),
  w('Isfiskaren', 'Isfiskeren', 'Pilkkijä', 'The Ice Fisher'),
  w('Kompassen', 'Kompasset', 'Kompassi', 'The Compass'),
  w('Den gula cykeln', 'Den gule sykkelen', 'Keltainen polkupyörä', 'The Yellow Bicycle'),
  w('Bröllopet i Ragunda', 'Bryllupet i Ragunda', 'Häät Ragundassa', 'The Wedding in Ragunda'),
  w('Gamla vänner', 'Gamle venner', 'Vanhat ystävät', 'Old Friends'),
  w('Systrarna Lind', 'Søstrene Lind', 'Lindin sisarukset', 'The Lind Sisters'),
  w('Hotell Nordstjärnan', 'Hotell Nordstjernen', 'Hotelli Pohjantähti', 'Hotel North Star'),
  w('Tolv nätter', 'Tolv netter', 'Kaksitoista yötä', 'Twelve Nights'),
  w('Röda stugor', 'Røde hytter', 'Punaiset mökit', 'Red Cottages'),
  w('Vågbrytaren', 'Bølgebryteren', 'Aallonmurtaja', 'The Breakwater'),
  w('Flodens röst', 'Elvens stemme', 'Joen ääni', 'Voice of the River'),
  w('Mossens väktare', 'Myrens vokter', 'Suon vartija', 'Keeper of the Bog'),
  w('Vindarnas ö', 'Vindenes øy', 'Tuulten saari', 'Island of Winds'),
  w('Korpens bröllop', 'Ravnens bryllup', 'Korpin häät', "The Raven's Wedding"),
  w('Regn över Bergen', 'Regn over Bergen', 'Sadetta Bergenissä', 'Rain over Bergen'),
  w('Hjortens spår', 'Hjortens spor', 'Peuran jäljet', "The Deer's Trail"),
  w('Tomma rum', 'Tomme rom', 'Tyhjät huoneet', 'Empty Rooms'),
  w('Sommarljus', 'Sommerlys', 'Kesävalo', 'Summer Light'),
  w('Höst i Bergslagen', 'Høst i Bergslagen', 'Syksy Bergslagenissa', 'Autumn in Bergslagen'),
  w('Körsbärsträdet', 'Kirsebærtreet', 'Kirsikkapuu', 'The Cherry Tree'),
  w('Dansen på bryggan', 'Dansen på brygga', 'Tanssit laiturilla', 'The Dance on the Jetty'),
  w('Brandmannen', 'Brannmannen', 'Palomies', 'The Firefighter'),
  w('Ensamseglaren', 'Alenesegleren', 'Yksinpurjehtija', 'The Lone Sailor'),
  w('Fågelskådaren', 'Fuglekikkeren', 'Lintubongari', 'The Birdwatcher'),
  w('Stenhuggarens son', 'Steinhoggerens sønn', 'Kivenhakkaajan poika', "The Stonecutter's Son"),
  w('Skärvor', 'Skår', 'Sirpaleet', 'Shards'),
  w('Svalbardsvintern', 'Svalbardvinteren', 'Huippuvuorten talvi', 'Svalbard Winter'),
  w('Renvaktaren', 'Reingjeteren', 'Poromies', 'The Reindeer Herder'),
  w('Eldvakten', 'Bålvokteren', 'Nuotiovahti', 'Keeper of the Fire'),
  w('Ljungheden', 'Lyngheia', 'Kanervanummi', 'The Heather Moor'),
  w('Kärlekens karta', 'Kjærlighetens kart', 'Rakkauden kartta', 'The Map of Love'),
  w('Tre vintrar', 'Tre vintre', 'Kolme talvea', 'Three Winters'),
  w('Gryning vid Vänern', 'Morgengry ved Vänern', 'Aamunkoitto Vänernillä', 'Dawn at Lake Vänern'),
  w('Frostnätter', 'Frostnetter', 'Pakkasyöt', 'Frost Nights'),
  w(
    'Hälsingegårdens hemlighet',
    'Hemmeligheten på Hälsingegården',
    'Hälsinglandin talon salaisuus',
    'The Secret of the Hälsinge Farm',
  ),
  w('Håkans sista resa', 'Håkans siste reise', 'Håkanin viimeinen matka', "Håkan's Last Journey"),
  w('Öarna i väster', 'Øyene i vest', 'Läntiset saaret', 'The Western Isles'),
  w('Ålen', 'Ålen', 'Ankerias', 'The Eel'),
  w('Mästarens elev', 'Mesterens elev', 'Mestarin oppilas', "The Master's Apprentice"),
  w('Vägen till Jokkmokk', 'Veien til Jokkmokk', 'Tie Jokkmokkiin', 'The Road to Jokkmokk'),
  w('Kusten', 'Kysten', 'Rannikko', 'The Coast'),
  w('Sista ronden', 'Siste runde', 'Viimeinen erä', 'The Final Round'),
  w('Mörkerseende', 'Mørkesyn', 'Pimeänäkö', 'Night Vision'),
];

/** First half of a combined name: nominative in every language. */
export const nameNouns: Words[] = [
  w('Sommaren', 'Sommeren', 'Kesä', 'Summer'),
  w('Vintern', 'Vinteren', 'Talvi', 'Winter'),
  w('Hösten', 'Høsten', 'Syksy', 'Autumn'),
  w('Våren', 'Våren', 'Kevät', 'Spring'),
  w('Natten', 'Natten', 'Yö', 'Night'),
  w('Hemligheten', 'Hemmeligheten', 'Salaisuus', 'The Secret'),
  w('Vittnet', 'Vitnet', 'Todistaja', 'The Witness'),
  w('Brevet', 'Brevet', 'Kirje', 'The Letter'),
  w('Huset', 'Huset', 'Talo', 'The House'),
  w('Flickan', 'Jenta', 'Tyttö', 'The Girl'),
  w('Pojken', 'Gutten', 'Poika', 'The Boy'),
  w('Vargen', 'Ulven', 'Susi', 'The Wolf'),
  w('Sången', 'Sangen', 'Laulu', 'The Song'),
  w('Tystnaden', 'Stillheten', 'Hiljaisuus', 'The Silence'),
  w('Ljuset', 'Lyset', 'Valo', 'The Light'),
  w('Resan', 'Reisen', 'Matka', 'The Journey'),
  w('Bröllopet', 'Bryllupet', 'Häät', 'The Wedding'),
  w('Mordet', 'Mordet', 'Murha', 'The Murder'),
  w('Skatten', 'Skatten', 'Aarre', 'The Treasure'),
  w('Fyren', 'Fyret', 'Majakka', 'The Lighthouse'),
  w('Drömmen', 'Drømmen', 'Unelma', 'The Dream'),
  w('Stormen', 'Stormen', 'Myrsky', 'The Storm'),
  w('Arvet', 'Arven', 'Perintö', 'The Inheritance'),
  w('Flykten', 'Flukten', 'Pako', 'The Escape'),
  w('Kärleken', 'Kjærligheten', 'Rakkaus', 'Love'),
  w('Gåtan', 'Gåten', 'Arvoitus', 'The Riddle'),
  w('Festen', 'Festen', 'Juhlat', 'The Party'),
  w('Pianot', 'Pianoet', 'Piano', 'The Piano'),
  w('Skuggan', 'Skyggen', 'Varjo', 'The Shadow'),
  w('Lögnen', 'Løgnen', 'Valhe', 'The Lie'),
  w('Kvinnan', 'Kvinnen', 'Nainen', 'The Woman'),
  w('Mannen', 'Mannen', 'Mies', 'The Man'),
  w('Hemkomsten', 'Hjemkomsten', 'Kotiinpaluu', 'The Homecoming'),
  w('Elden', 'Ilden', 'Tuli', 'The Fire'),
  w('Försvinnandet', 'Forsvinningen', 'Katoaminen', 'The Disappearance'),
  w('Kapellet', 'Kapellet', 'Kappeli', 'The Chapel'),
  w('Båten', 'Båten', 'Vene', 'The Boat'),
  w('Dansen', 'Dansen', 'Tanssi', 'The Dance'),
  w('Hästen', 'Hesten', 'Hevonen', 'The Horse'),
  w('Löftet', 'Løftet', 'Lupaus', 'The Promise'),
];

/** Second half of a combined name: where it happens. */
export const namePlaces: Words[] = [
  w('i Lappland', 'i Lappland', 'Lapissa', 'in Lapland'),
  w('vid havet', 'ved havet', 'meren rannalla', 'by the Sea'),
  w('i skärgården', 'i skjærgården', 'saaristossa', 'in the Archipelago'),
  w('på Gotland', 'på Gotland', 'Gotlannissa', 'on Gotland'),
  w('i Lofoten', 'i Lofoten', 'Lofooteilla', 'in Lofoten'),
  w('i Karelen', 'i Karelen', 'Karjalassa', 'in Karelia'),
  w('i Tromsø', 'i Tromsø', 'Tromssassa', 'in Tromsø'),
  w('i Bergen', 'i Bergen', 'Bergenissä', 'in Bergen'),
  w('i Helsingfors', 'i Helsingfors', 'Helsingissä', 'in Helsinki'),
  w('i Åbo', 'i Åbo', 'Turussa', 'in Turku'),
  w('i Göteborg', 'i Göteborg', 'Göteborgissa', 'in Gothenburg'),
  w('på Söder', 'på Söder', 'Södermalmilla', 'on Södermalm'),
  w('i Malmö', 'i Malmö', 'Malmössä', 'in Malmö'),
  w('vid fjorden', 'ved fjorden', 'vuonon rannalla', 'by the Fjord'),
  w('i fjällen', 'på fjellet', 'tuntureilla', 'in the Mountains'),
  w('vid älven', 'ved elva', 'joen rannalla', 'by the River'),
  w('i skogen', 'i skogen', 'metsässä', 'in the Forest'),
  w('på Åland', 'på Åland', 'Ahvenanmaalla', 'on Åland'),
  w('i Norrland', 'i Norrland', 'Norrlannissa', 'in Norrland'),
  w('på Finnmarksvidda', 'på Finnmarksvidda', 'Finnmarkin ylängöllä', 'on the Finnmark Plateau'),
  w('i Savolax', 'i Savo', 'Savossa', 'in Savonia'),
  w('vid Bottenviken', 'ved Bottenvika', 'Perämeren rannalla', 'by the Bay of Bothnia'),
  w('i Dalarna', 'i Dalarna', 'Taalainmaalla', 'in Dalarna'),
  w('i Tammerfors', 'i Tammerfors', 'Tampereella', 'in Tampere'),
  w('i Trondheim', 'i Trondheim', 'Trondheimissa', 'in Trondheim'),
  w('på Svalbard', 'på Svalbard', 'Huippuvuorilla', 'on Svalbard'),
  w('i Kiruna', 'i Kiruna', 'Kiirunassa', 'in Kiruna'),
  w('vid sjön', 'ved vannet', 'järvellä', 'at the Lake'),
  w('i staden', 'i byen', 'kaupungissa', 'in the City'),
  w('på gården', 'på gården', 'tilalla', 'on the Farm'),
];

export const childrenFilmNames: Words[] = [
  w('Lilla älgens jul', 'Den lille elgens jul', 'Pikku hirven joulu', "Little Moose's Christmas"),
  w(
    'Ekorren som ville flyga',
    'Ekornet som ville fly',
    'Orava, joka halusi lentää',
    'The Squirrel Who Wanted to Fly',
  ),
  w('Trollskogen', 'Trollskogen', 'Peikkometsä', 'The Troll Forest'),
  w(
    'Mysteriet på Måsholmen',
    'Mysteriet på Måkeholmen',
    'Lokkiluodon arvoitus',
    'The Mystery of Gull Island',
  ),
  w('Roboten Rolf', 'Roboten Rolf', 'Robotti Rolf', 'Rolf the Robot'),
  w('Snögubbens sommar', 'Snømannens sommer', 'Lumiukon kesä', "The Snowman's Summer"),
  w('Tomtens verkstad', 'Nissens verksted', 'Tontun paja', "The Elf's Workshop"),
  w(
    'Lilla Uggla och stjärnorna',
    'Lille Ugle og stjernene',
    'Pikku Pöllö ja tähdet',
    'Little Owl and the Stars',
  ),
  w('Igelkotten Ivar', 'Pinnsvinet Ivar', 'Siili Iivari', 'Ivar the Hedgehog'),
  w('Sjörövarsommar', 'Sjørøversommer', 'Merirosvokesä', 'Pirate Summer'),
  w('Drakägget', 'Drageegget', 'Lohikäärmeen muna', 'The Dragon Egg'),
  w('Hemliga kojan', 'Den hemmelige hytta', 'Salainen maja', 'The Secret Den'),
  w('Fåglarnas flygskola', 'Fuglenes flyskole', 'Lintujen lentokoulu', 'Flight School for Birds'),
  w('Bävern bygger', 'Beveren bygger', 'Majava rakentaa', 'Beaver Builds'),
  w('Vantarna som försvann', 'Vottene som forsvant', 'Kadonneet lapaset', 'The Missing Mittens'),
  w('Kusin Kiki kommer', 'Kusine Kiki kommer', 'Serkku Kiki tulee', 'Cousin Kiki Comes to Stay'),
  w('Isbjörnen Pim', 'Isbjørnen Pim', 'Jääkarhu Pim', 'Pim the Polar Bear'),
  w('Regnbågsbron', 'Regnbuebroen', 'Sateenkaarisilta', 'The Rainbow Bridge'),
  w('Lilla tåget Tuff', 'Lille toget Tuff', 'Pikku juna Tuff', 'Tuff the Little Train'),
  w('Kaninens kalas', 'Kaninens selskap', 'Kaniinin juhlat', "Rabbit's Party"),
  w('Månskensäventyret', 'Måneskinnseventyret', 'Kuutamoseikkailu', 'The Moonlight Adventure'),
  w('Vi i Vildmarksdalen', 'Vi i Villmarksdalen', 'Me Erämaalaaksossa', 'Us in Wilderness Valley'),
];

/** Children's combined names: hero + 'and the ...'. */
export const childHeroes: Words[] = [
  w('Lilla älgen', 'Den lille elgen', 'Pikku hirvi', 'Little Moose'),
  w('Ekorren Elsa', 'Ekornet Elsa', 'Orava Elsa', 'Elsa the Squirrel'),
  w('Räven Rut', 'Reven Rut', 'Kettu Ruut', 'Ruth the Fox'),
  w('Robotten Bo', 'Roboten Bo', 'Robotti Bo', 'Bo the Robot'),
  w('Lilla trollet', 'Det lille trollet', 'Pikku peikko', 'The Little Troll'),
  w('Ugglan Oskar', 'Ugla Oskar', 'Pöllö Oskari', 'Oscar the Owl'),
  w('Björnungen Brum', 'Bjørneungen Brum', 'Karhunpentu Murina', 'Bramble the Bear Cub'),
  w('Valpen Vilma', 'Valpen Vilma', 'Koiranpentu Vilma', 'Vilma the Puppy'),
];

export const childAdventures: Words[] = [
  w('och snöstormen', 'og snøstormen', 'ja lumimyrsky', 'and the Snowstorm'),
  w('och den hemliga kartan', 'og det hemmelige kartet', 'ja salainen kartta', 'and the Secret Map'),
  w('och midsommarfesten', 'og sankthansfesten', 'ja juhannusjuhla', 'and the Midsummer Party'),
  w('åker till havet', 'drar til havet', 'lähtee merelle', 'Goes to Sea'),
  w('och stjärnfallet', 'og stjerneskuddet', 'ja tähdenlento', 'and the Shooting Star'),
  w('och den stora tävlingen', 'og den store konkurransen', 'ja suuri kilpailu', 'and the Big Race'),
  w('flyttar till stan', 'flytter til byen', 'muuttaa kaupunkiin', 'Moves to Town'),
  w('och vinterns första snö', 'og vinterens første snø', 'ja talven ensilumi', "and Winter's First Snow"),
];

/** Films in languages other than the four interface languages: the original name plus translations. */
export interface ForeignName extends Words {
  original: string;
  language: string;
  country: string;
}

const f = (language: string, country: string, original: string, names: Words): ForeignName => ({
  language,
  country,
  original,
  ...names,
});

export const foreignFilmNames: ForeignName[] = [
  f(
    'fr',
    'fr',
    'La Dernière Saison',
    w('Den sista säsongen', 'Den siste sesongen', 'Viimeinen kausi', 'The Final Season'),
  ),
  f(
    'fr',
    'fr',
    'Les Jardins de Lucie',
    w('Lucies trädgårdar', 'Lucies hager', 'Lucien puutarhat', "Lucie's Gardens"),
  ),
  f(
    'fr',
    'fr',
    'Un hiver à Lyon',
    w('En vinter i Lyon', 'En vinter i Lyon', 'Talvi Lyonissa', 'A Winter in Lyon'),
  ),
  f(
    'fr',
    'be',
    'Le Phare du Nord',
    w('Fyren i norr', 'Fyret i nord', 'Pohjoinen majakka', 'The Northern Lighthouse'),
  ),
  f(
    'de',
    'de',
    'Die stille Grenze',
    w('Den tysta gränsen', 'Den stille grensen', 'Hiljainen raja', 'The Quiet Border'),
  ),
  f(
    'de',
    'de',
    'Das Haus am Kanal',
    w('Huset vid kanalen', 'Huset ved kanalen', 'Talo kanavan varrella', 'The House on the Canal'),
  ),
  f(
    'de',
    'at',
    'Nachtzug nach Hamburg',
    w('Nattåg till Hamburg', 'Nattog til Hamburg', 'Yöjuna Hampuriin', 'Night Train to Hamburg'),
  ),
  f('es', 'es', 'El verano de Lucía', w('Lucías sommar', 'Lucías sommer', 'Lucían kesä', "Lucía's Summer")),
  f(
    'es',
    'es',
    'La casa del olivo',
    w('Huset vid olivträdet', 'Huset ved oliventreet', 'Oliivipuun talo', 'The Olive Tree House'),
  ),
  f(
    'es',
    'es',
    'Las hermanas del mar',
    w('Havets systrar', 'Havets søstre', 'Meren sisaret', 'Sisters of the Sea'),
  ),
  f(
    'it',
    'it',
    "L'ultima estate a Napoli",
    w(
      'Sista sommaren i Neapel',
      'Siste sommer i Napoli',
      'Viimeinen kesä Napolissa',
      'The Last Summer in Naples',
    ),
  ),
  f('it', 'it', 'Il ponte di pietra', w('Stenbron', 'Steinbrua', 'Kivisilta', 'The Stone Bridge')),
  f('ja', 'jp', '雪の駅', w('Snöstationen', 'Snøstasjonen', 'Lumiasema', 'The Snow Station')),
  f(
    'ja',
    'jp',
    '海辺の手紙',
    w('Brev från stranden', 'Brev fra stranden', 'Kirjeitä rannalta', 'Letters from the Shore'),
  ),
  f(
    'ja',
    'jp',
    '夏の終わりの庭',
    w('Trädgården i sensommaren', 'Hagen i sensommeren', 'Loppukesän puutarha', 'The Late Summer Garden'),
  ),
  f('ko', 'kr', '겨울 항구', w('Vinterhamnen', 'Vinterhavnen', 'Talvisatama', 'The Winter Harbour')),
  f('ko', 'kr', '마지막 기차', w('Det sista tåget', 'Det siste toget', 'Viimeinen juna', 'The Final Train')),
  f(
    'da',
    'dk',
    'Sommerhuset på Skagen',
    w('Sommarhuset i Skagen', 'Sommerhuset på Skagen', 'Kesätalo Skagenissa', 'The Summer House at Skagen'),
  ),
  f(
    'da',
    'dk',
    'Bageren i Aarhus',
    w('Bagaren i Århus', 'Bakeren i Aarhus', 'Aarhusin leipuri', 'The Baker of Aarhus'),
  ),
  f('da', 'dk', 'Stormfloden', w('Stormfloden', 'Stormfloen', 'Myrskytulva', 'The Storm Surge')),
  f(
    'is',
    'is',
    'Hrafninn á heiðinni',
    w('Korpen på heden', 'Ravnen på heia', 'Korppi nummella', 'The Raven on the Heath'),
  ),
  f(
    'pl',
    'pl',
    'Ostatni tramwaj',
    w('Den sista spårvagnen', 'Den siste trikken', 'Viimeinen raitiovaunu', 'The Last Tram'),
  ),
  f('et', 'ee', 'Saare suvi', w('Sommaren på ön', 'Sommeren på øya', 'Saaren kesä', 'Island Summer')),
  f(
    'nl',
    'nl',
    'De stille polder',
    w('Den tysta poldern', 'Den stille polderen', 'Hiljainen polderi', 'The Silent Polder'),
  ),
];

// ---------------------------------------------------------------- descriptions

export interface Protagonist extends Words {
  /** Grammatical gender of the English pronoun. */
  gender: 'm' | 'f' | 'n';
}

const p = (gender: Protagonist['gender'], words: Words): Protagonist => ({ gender, ...words });

export const protagonists: Protagonist[] = [
  p(
    'm',
    w(
      'En pensionerad färjekapten',
      'En pensjonert fergekaptein',
      'Eläkkeellä oleva lauttakapteeni',
      'A retired ferry captain',
    ),
  ),
  p(
    'f',
    w('En ung polisaspirant', 'En ung politistudent', 'Nuori poliisiopiskelija', 'A young police trainee'),
  ),
  p('f', w('En ensamstående mamma', 'En alenemor', 'Yksinhuoltajaäiti', 'A single mother')),
  p(
    'm',
    w(
      'En trött kriminalkommissarie',
      'En sliten politioverbetjent',
      'Väsynyt rikoskomisario',
      'A weary detective inspector',
    ),
  ),
  p(
    'f',
    w(
      'En tonårig fotbollsspelare',
      'En fotballspiller i tenårene',
      'Teini-ikäinen jalkapalloilija',
      'A teenage footballer',
    ),
  ),
  p(
    'm',
    w(
      'En lantbrukare i femtioårsåldern',
      'En bonde i femtiårene',
      'Viisikymppinen maanviljelijä',
      'A farmer in his fifties',
    ),
  ),
  p(
    'f',
    w(
      'En nyutexaminerad läkare',
      'En nyutdannet lege',
      'Vastavalmistunut lääkäri',
      'A newly qualified doctor',
    ),
  ),
  p(
    'm',
    w(
      'En framgångsrik arkitekt',
      'En suksessrik arkitekt',
      'Menestynyt arkkitehti',
      'A successful architect',
    ),
  ),
  p('m', w('En ung renskötare', 'En ung reindriftsutøver', 'Nuori poronhoitaja', 'A young reindeer herder')),
  p(
    'f',
    w(
      'En åldrande jazzpianist',
      'En aldrende jazzpianist',
      'Ikääntyvä jazzpianisti',
      'An ageing jazz pianist',
    ),
  ),
  p(
    'f',
    w(
      'En ambitiös journalist',
      'En ambisiøs journalist',
      'Kunnianhimoinen toimittaja',
      'An ambitious journalist',
    ),
  ),
  p('m', w('En blyg bibliotekarie', 'En sjenert bibliotekar', 'Ujo kirjastonhoitaja', 'A shy librarian')),
  p('m', w('En före detta boxare', 'En tidligere bokser', 'Entinen nyrkkeilijä', 'A former boxer')),
  p('f', w('En ung konstnär', 'En ung kunstner', 'Nuori taiteilija', 'A young painter')),
  p(
    'm',
    w(
      'En änkling med tre barn',
      'En enkemann med tre barn',
      'Kolmen lapsen leskiisä',
      'A widower with three children',
    ),
  ),
  p('m', w('En rastlös student', 'En rastløs student', 'Levoton opiskelija', 'A restless student')),
  p(
    'm',
    w('En gåtfull främling', 'En gåtefull fremmed', 'Salaperäinen muukalainen', 'A mysterious stranger'),
  ),
  p(
    'f',
    w(
      'En sjuksköterska på nattskiftet',
      'En sykepleier på nattskift',
      'Yövuoroa tekevä sairaanhoitaja',
      'A night-shift nurse',
    ),
  ),
  p(
    'm',
    w(
      'En fiskare från Nordnorge',
      'En fisker fra Nord-Norge',
      'Pohjois-Norjasta kotoisin oleva kalastaja',
      'A fisherman from northern Norway',
    ),
  ),
  p('f', w('En ung kock', 'En ung kokk', 'Nuori kokki', 'A young chef')),
  p(
    'f',
    w('En gymnasielärare', 'En lektor på videregående', 'Lukion opettaja', 'A secondary-school teacher'),
  ),
  p(
    'f',
    w('En bortglömd filmstjärna', 'En glemt filmstjerne', 'Unohdettu filmitähti', 'A forgotten film star'),
  ),
];

export const situations: Words[] = [
  w(
    'återvänder till sin hemby efter tjugo år',
    'vender tilbake til hjembygda etter tjue år',
    'palaa kotikyläänsä kahdenkymmenen vuoden jälkeen',
    'returns to {pos} home village after twenty years',
  ),
  w(
    'ärver ett förfallet hotell vid kusten',
    'arver et forfallent hotell ved kysten',
    'perii rapistuneen hotellin rannikolla',
    'inherits a crumbling hotel on the coast',
  ),
  w(
    'tar över en liten bokhandel i en gruvort',
    'overtar en liten bokhandel i et gruvesamfunn',
    'ottaa hoitaakseen pienen kirjakaupan kaivospaikkakunnalla',
    'takes over a small bookshop in a mining town',
  ),
  w(
    'hittar en gammal dagbok under golvet i sommarstugan',
    'finner en gammel dagbok under gulvet på hytta',
    'löytää vanhan päiväkirjan kesämökin lattian alta',
    'finds an old diary under the floor of the summer cabin',
  ),
  w(
    'flyttar till en ö där vintern varar i sju månader',
    'flytter til en øy der vinteren varer i sju måneder',
    'muuttaa saarelle, jolla talvi kestää seitsemän kuukautta',
    'moves to an island where winter lasts seven months',
  ),
  w(
    'får ett oväntat samtal från en syster som länge varit borta',
    'får en uventet telefon fra en søster som lenge har vært borte',
    'saa odottamattoman puhelun kauan kadoksissa olleelta sisarelta',
    'receives an unexpected call from a long-lost sister',
  ),
  w(
    'dras in i utredningen av ett försvinnande',
    'blir trukket inn i etterforskningen av en forsvinning',
    'joutuu mukaan katoamistapauksen tutkintaan',
    'is drawn into the investigation of a disappearance',
  ),
  w(
    'bestämmer sig för att segla ensam över Atlanten',
    'bestemmer seg for å seile alene over Atlanterhavet',
    'päättää purjehtia yksin Atlantin yli',
    'decides to sail across the Atlantic alone',
  ),
  w(
    'startar ett band med några grannar i kvarteret',
    'starter et band med noen naboer i nabolaget',
    'perustaa bändin muutaman naapurin kanssa',
    'starts a band with a few neighbours from the block',
  ),
  w(
    'tackar ja till ett vikariat i en avlägsen fjällby',
    'takker ja til et vikariat i en avsidesliggende fjellbygd',
    'ottaa vastaan sijaisuuden syrjäisessä tunturikylässä',
    'accepts a temporary post in a remote mountain village',
  ),
  w(
    'försöker rädda familjens gård från konkurs',
    'prøver å redde familiegården fra konkurs',
    'yrittää pelastaa suvun tilan konkurssilta',
    'tries to save the family farm from bankruptcy',
  ),
  w(
    'upptäcker att grannen inte är den han utger sig för att vara',
    'oppdager at naboen ikke er den han gir seg ut for å være',
    'huomaa, ettei naapuri olekaan se, joka väittää olevansa',
    'discovers that the neighbour is not who he claims to be',
  ),
  w(
    'ger sig ut på en vandring längs Kungsleden',
    'legger ut på en fottur langs Kungsleden',
    'lähtee vaeltamaan Kuninkaanpolulle',
    "sets out on a hike along the King's Trail",
  ),
  w(
    'måste ta hand om sin sjuka pappa under en kall vinter',
    'må ta seg av sin syke far gjennom en kald vinter',
    'joutuu hoitamaan sairasta isäänsä kylmän talven ajan',
    'must care for {pos} ailing father through a cold winter',
  ),
  w(
    'får chansen att sjunga på en stor scen i Stockholm',
    'får sjansen til å synge på en stor scene i Stockholm',
    'saa tilaisuuden laulaa suurella lavalla Tukholmassa',
    'gets the chance to sing on a big stage in Stockholm',
  ),
  w(
    'vaknar upp på ett sjukhus utan minne av de senaste veckorna',
    'våkner på et sykehus uten minne om de siste ukene',
    'herää sairaalassa muistamatta mitään viime viikoista',
    'wakes up in hospital with no memory of the past few weeks',
  ),
  w(
    'hyr ut ett rum till en gåtfull hyresgäst',
    'leier ut et rom til en gåtefull leieboer',
    'vuokraa huoneen arvoitukselliselle vuokralaiselle',
    'rents out a room to an enigmatic lodger',
  ),
  w(
    'lämnar storstaden för ett lugnare liv vid en sjö',
    'forlater storbyen for et roligere liv ved et vann',
    'jättää suurkaupungin ja muuttaa rauhallisempaan elämään järven rannalle',
    'leaves the big city for a quieter life by a lake',
  ),
];

export const conflicts: Words[] = [
  w(
    'Men ett gammalt brev väcker frågor som ingen i byn vill besvara.',
    'Men et gammelt brev vekker spørsmål som ingen i bygda vil svare på.',
    'Vanha kirje herättää kuitenkin kysymyksiä, joihin kukaan kylässä ei halua vastata.',
    'But an old letter raises questions that nobody in the village wants to answer.',
  ),
  w(
    'Snart visar det sig att det förflutna inte låter sig glömmas.',
    'Snart viser det seg at fortiden ikke lar seg glemme.',
    'Pian käy ilmi, ettei menneisyys unohdu.',
    'It soon turns out that the past refuses to be forgotten.',
  ),
  w(
    'När isen lägger sig blir det omöjligt att lämna ön.',
    'Når isen legger seg, blir det umulig å forlate øya.',
    'Kun jää tulee, saarelta on mahdotonta lähteä.',
    'Once the ice sets in, there is no way off the island.',
  ),
  w(
    'Ett oväntat besök ställer allt på ända.',
    'Et uventet besøk snur alt på hodet.',
    'Odottamaton vierailu kääntää kaiken ylösalaisin.',
    'An unexpected visit turns everything upside down.',
  ),
  w(
    'Samtidigt växer misstankarna mot en person som alla litar på.',
    'Samtidig vokser mistanken mot en person alle stoler på.',
    'Samaan aikaan epäilykset kohdistuvat ihmiseen, johon kaikki luottavat.',
    'Meanwhile, suspicion grows around someone everyone trusts.',
  ),
  w(
    'En storm slår ut strömmen, och grannarna tvingas hjälpa varandra.',
    'En storm slår ut strømmen, og naboene må hjelpe hverandre.',
    'Myrsky katkaisee sähköt, ja naapurien on pakko auttaa toisiaan.',
    'A storm knocks out the power, and the neighbours are forced to help each other.',
  ),
  w(
    'Men pengarna räcker inte, och tiden håller på att rinna ut.',
    'Men pengene strekker ikke til, og tiden er i ferd med å renne ut.',
    'Rahat eivät kuitenkaan riitä, ja aika on käymässä vähiin.',
    'But the money is running short, and so is the time.',
  ),
  w(
    'Ett fynd i skogen leder till en hemlighet som har vilat i femtio år.',
    'Et funn i skogen fører til en hemmelighet som har hvilt i femti år.',
    'Metsästä tehty löytö johtaa salaisuuteen, joka on pysynyt piilossa viisikymmentä vuotta.',
    'A discovery in the forest leads to a secret that has lain buried for fifty years.',
  ),
  w(
    'Det som börjar som en lek blir snart allvar.',
    'Det som begynner som en lek, blir snart alvor.',
    'Leikkinä alkanut asia muuttuu pian vakavaksi.',
    'What begins as a game soon turns serious.',
  ),
  w(
    'En gammal vänskap sätts på sitt hårdaste prov.',
    'Et gammelt vennskap settes på sin hardeste prøve.',
    'Vanha ystävyys joutuu kovimpaan koetukseensa.',
    'An old friendship is put to its hardest test.',
  ),
  w(
    'Ingen kunde ana hur mycket en enda sommar skulle förändra.',
    'Ingen kunne ane hvor mye én eneste sommer skulle forandre.',
    'Kukaan ei aavistanut, kuinka paljon yksi ainoa kesä muuttaisi.',
    'No one could have guessed how much a single summer would change.',
  ),
  w(
    'När en kropp hittas i hamnen vänds alla blickar mot de nyinflyttade.',
    'Når et lik blir funnet i havna, retter alle blikkene seg mot de nyinnflyttede.',
    'Kun satamasta löytyy ruumis, kaikkien katseet kääntyvät uusiin asukkaisiin.',
    'When a body is found in the harbour, all eyes turn to the newcomers.',
  ),
  w(
    'Under midsommarhelgen kommer sanningen till slut fram.',
    'I løpet av sankthansaften kommer sannheten endelig fram.',
    'Juhannuksena totuus tulee lopulta julki.',
    'Over the midsummer weekend the truth finally comes out.',
  ),
  w(
    'Men kärleken dyker upp där man minst anar det.',
    'Men kjærligheten dukker opp der man minst venter det.',
    'Rakkaus kuitenkin löytyy sieltä, mistä sitä vähiten odottaa.',
    'But love turns up where it is least expected.',
  ),
];

export type Tone =
  'drama' | 'comedy' | 'suspense' | 'romance' | 'period' | 'speculative' | 'music' | 'horror';

export const tones: Record<Tone, Words[]> = {
  drama: [
    w(
      'En varm och lågmäld berättelse om förlåtelse.',
      'En varm og lavmælt fortelling om tilgivelse.',
      'Lämmin ja hienovarainen tarina anteeksiannosta.',
      'A warm, understated story about forgiveness.',
    ),
    w(
      'Ett stillsamt porträtt av sorg, skuld och nya början.',
      'Et stillferdig portrett av sorg, skyld og nye begynnelser.',
      'Hiljainen kuvaus surusta, syyllisyydestä ja uusista aluista.',
      'A quiet portrait of grief, guilt and new beginnings.',
    ),
    w(
      'Ett gripande drama om familj och tillhörighet.',
      'Et gripende drama om familie og tilhørighet.',
      'Koskettava draama perheestä ja yhteenkuuluvuudesta.',
      'A moving drama about family and belonging.',
    ),
  ],
  comedy: [
    w(
      'En varm komedi med hjärtat på rätta stället.',
      'En varm komedie med hjertet på rett sted.',
      'Lämminhenkinen komedia, jonka sydän on oikealla paikalla.',
      'A warm-hearted comedy with its heart in the right place.',
    ),
    w(
      'En lättsam och träffsäker komedi om att våga ta plats.',
      'En lettbent og treffsikker komedie om å tørre å ta plass.',
      'Kepeä ja osuva komedia rohkeudesta ottaa tilaa.',
      'A light, sharp comedy about daring to stand out.',
    ),
    w(
      'En galen folkkomedi där ingenting går som planerat.',
      'En sprø folkekomedie der ingenting går etter planen.',
      'Hulvaton kansankomedia, jossa mikään ei mene suunnitellusti.',
      'A madcap comedy in which nothing goes to plan.',
    ),
  ],
  suspense: [
    w(
      'En isande spänningsfilm i nordisk miljö.',
      'En isnende thriller i nordiske omgivelser.',
      'Hyytävä jännityselokuva pohjoismaisissa maisemissa.',
      'A chilling thriller in a Nordic setting.',
    ),
    w(
      'Mörk, tät och full av oväntade vändningar.',
      'Mørk, tett og full av uventede vendinger.',
      'Synkkä, tiivis ja täynnä yllättäviä käänteitä.',
      'Dark, taut and full of unexpected twists.',
    ),
    w(
      'En kriminalhistoria där ingen är helt oskyldig.',
      'En krimhistorie der ingen er helt uskyldig.',
      'Rikostarina, jossa kukaan ei ole täysin syytön.',
      'A crime story in which no one is entirely innocent.',
    ),
  ],
  romance: [
    w(
      'En romantisk berättelse om andra chanser.',
      'En romantisk fortelling om nye sjanser.',
      'Romanttinen tarina toisista mahdollisuuksista.',
      'A romantic tale of second chances.',
    ),
    w(
      'Ömsint, rolig och vacker att se på.',
      'Øm, morsom og vakker å se på.',
      'Hellä, hauska ja kaunis katsella.',
      'Tender, funny and beautiful to look at.',
    ),
  ],
  period: [
    w(
      'Ett storslaget tidsdrama från en brytningstid.',
      'Et storslått tidsdrama fra en brytningstid.',
      'Näyttävä historiallinen draama murrosajalta.',
      'A sweeping period drama set in a time of upheaval.',
    ),
    w(
      'Ett drama om mod och lojalitet under krigets sista vinter.',
      'Et drama om mot og lojalitet under krigens siste vinter.',
      'Draama rohkeudesta ja uskollisuudesta sodan viimeisenä talvena.',
      'A drama of courage and loyalty during the last winter of the war.',
    ),
  ],
  speculative: [
    w(
      'En visuellt slående berättelse om en nära framtid.',
      'En visuelt slående fortelling om en nær framtid.',
      'Visuaalisesti häikäisevä tarina lähitulevaisuudesta.',
      'A visually striking tale of the near future.',
    ),
    w(
      'Ett sagolikt äventyr där myter och verklighet möts.',
      'Et eventyrlig drama der myter og virkelighet møtes.',
      'Satumainen seikkailu, jossa myytit ja todellisuus kohtaavat.',
      'A fairy-tale adventure where myth and reality meet.',
    ),
  ],
  music: [
    w(
      'Med musik som dröjer sig kvar långt efter eftertexterna.',
      'Med musikk som blir sittende lenge etter rulleteksten.',
      'Musiikki jää soimaan mieleen vielä lopputekstien jälkeen.',
      'With music that lingers long after the credits.',
    ),
  ],
  horror: [
    w(
      'En krypande skräckfilm som inte släpper taget.',
      'En krypende skrekkfilm som ikke slipper taket.',
      'Hiipivä kauhuelokuva, joka ei päästä otteestaan.',
      'A creeping horror film that will not let go.',
    ),
  ],
};

export const documentarySubjects: Words[] = [
  w(
    'Dokumentären följer tre generationer renskötare genom ett år på fjället.',
    'Dokumentaren følger tre generasjoner reindriftsutøvere gjennom et år på fjellet.',
    'Dokumentti seuraa kolmea poronhoitajasukupolvea vuoden ajan tunturissa.',
    'The documentary follows three generations of reindeer herders through a year in the mountains.',
  ),
  w(
    'En dokumentär om de sista fyrvaktarna längs den nordiska kusten.',
    'En dokumentar om de siste fyrvokterne langs den nordiske kysten.',
    'Dokumentti pohjoismaisen rannikon viimeisistä majakanvartijoista.',
    'A documentary about the last lighthouse keepers on the Nordic coast.',
  ),
  w(
    'Filmen skildrar ett år i livet på en liten skola i skärgården.',
    'Filmen skildrer et år i livet på en liten skole i skjærgården.',
    'Elokuva kuvaa vuoden elämää pienessä saaristokoulussa.',
    'The film portrays a year in the life of a small archipelago school.',
  ),
  w(
    'En nära skildring av en kör som förbereder sig inför sin största konsert.',
    'Et nært portrett av et kor som forbereder seg til sin største konsert.',
    'Läheinen kuvaus kuorosta, joka valmistautuu suurimpaan konserttiinsa.',
    'An intimate portrait of a choir preparing for its biggest concert.',
  ),
  w(
    'Dokumentären undersöker hur klimatförändringarna förändrar livet i Arktis.',
    'Dokumentaren undersøker hvordan klimaendringene forandrer livet i Arktis.',
    'Dokumentti tutkii, miten ilmastonmuutos muuttaa elämää arktisella alueella.',
    'The documentary explores how climate change is reshaping life in the Arctic.',
  ),
  w(
    'Ett porträtt av en textilkonstnär som har vävt i över sextio år.',
    'Et portrett av en tekstilkunstner som har vevd i over seksti år.',
    'Muotokuva tekstiilitaiteilijasta, joka on kutonut yli kuusikymmentä vuotta.',
    'A portrait of a textile artist who has been weaving for more than sixty years.',
  ),
  w(
    'Filmen följer ett fotbollslag för flickor från förorten hela vägen till cupfinalen.',
    'Filmen følger et jentefotballag fra drabantbyen helt til cupfinalen.',
    'Elokuva seuraa lähiön tyttöjen jalkapallojoukkuetta aina cupin finaaliin asti.',
    "The film follows a girls' football team from the suburbs all the way to the cup final.",
  ),
  w(
    'En dokumentär om vargens återkomst till de nordiska skogarna.',
    'En dokumentar om ulvens retur til de nordiske skogene.',
    'Dokumentti suden paluusta pohjoisiin metsiin.',
    'A documentary about the return of the wolf to the Nordic forests.',
  ),
  w(
    'Dokumentären berättar historien om den sista flottningen på älven.',
    'Dokumentaren forteller historien om den siste tømmerfløtingen på elva.',
    'Dokumentti kertoo joen viimeisestä tukinuitosta.',
    'The documentary tells the story of the last timber float down the river.',
  ),
];

export const documentaryDetails: Words[] = [
  w(
    'Med unikt arkivmaterial och personliga intervjuer.',
    'Med unikt arkivmateriale og personlige intervjuer.',
    'Mukana ainutlaatuista arkistomateriaalia ja henkilökohtaisia haastatteluja.',
    'Featuring unique archive footage and personal interviews.',
  ),
  w(
    'Inspelad under fyra år av ett litet filmteam.',
    'Filmet over fire år av et lite filmteam.',
    'Kuvattu neljän vuoden aikana pienellä työryhmällä.',
    'Filmed over four years by a small crew.',
  ),
  w(
    'Fotot fångar landskapet under alla årstider.',
    'Fotoet fanger landskapet gjennom alle årstider.',
    'Kuvaus tallentaa maiseman kaikkina vuodenaikoina.',
    'The camera captures the landscape through every season.',
  ),
];

export const documentaryClosings: Words[] = [
  w(
    'En hoppfull och tankeväckande film.',
    'En håpefull og tankevekkende film.',
    'Toiveikas ja ajatuksia herättävä elokuva.',
    'A hopeful and thought-provoking film.',
  ),
  w(
    'En angelägen berättelse om vår tid.',
    'En viktig fortelling om vår tid.',
    'Ajankohtainen kertomus meidän ajastamme.',
    'A timely story about our times.',
  ),
];

export const childProtagonists: Protagonist[] = [
  p(
    'n',
    w('En nyfiken liten älg', 'En nysgjerrig liten elg', 'Utelias pikku hirvi', 'A curious little moose'),
  ),
  p(
    'f',
    w(
      'En modig tioårig flicka',
      'En modig tiår gammel jente',
      'Rohkea kymmenvuotias tyttö',
      'A brave ten-year-old girl',
    ),
  ),
  p('n', w('En busig ekorre', 'Et rampete ekorn', 'Vallaton orava', 'A mischievous squirrel')),
  p(
    'm',
    w(
      'En blyg pojke med stor fantasi',
      'En sjenert gutt med stor fantasi',
      'Ujo poika, jolla on vilkas mielikuvitus',
      'A shy boy with a big imagination',
    ),
  ),
  p('n', w('En liten robot', 'En liten robot', 'Pieni robotti', 'A little robot')),
  p('m', w('En liten tomte', 'En liten nisse', 'Pieni tonttu', 'A little elf')),
];

export const childSituations: Words[] = [
  w(
    'ger sig ut på ett stort äventyr i skogen',
    'legger ut på et stort eventyr i skogen',
    'lähtee suureen seikkailuun metsään',
    'sets off on a big adventure in the forest',
  ),
  w(
    'vill hitta hem före den första snön',
    'vil finne veien hjem før den første snøen',
    'haluaa löytää kotiin ennen ensilunta',
    'wants to find the way home before the first snow',
  ),
  w(
    'får en ny vän som inte är som någon annan',
    'får en ny venn som ikke er som noen andre',
    'saa uuden ystävän, joka ei ole niin kuin kukaan muu',
    'makes a new friend who is not like anyone else',
  ),
  w(
    'försöker rädda sommarlovets stora tävling',
    'prøver å redde sommerferiens store konkurranse',
    'yrittää pelastaa kesäloman suuren kilpailun',
    'tries to save the big summer-holiday contest',
  ),
];

export const childClosings: Words[] = [
  w(
    'En varm och rolig film för hela familjen.',
    'En varm og morsom film for hele familien.',
    'Lämmin ja hauska elokuva koko perheelle.',
    'A warm and funny film for the whole family.',
  ),
  w(
    'Ett spännande äventyr om vänskap och mod för de yngsta tittarna.',
    'Et spennende eventyr om vennskap og mot for de yngste seerne.',
    'Jännittävä seikkailu ystävyydestä ja rohkeudesta pienimmille katsojille.',
    'An exciting adventure about friendship and courage for the youngest viewers.',
  ),
  w(
    'Med sånger att sjunga med i.',
    'Med sanger å synge med på.',
    'Mukana laulettavia lauluja.',
    'With songs to sing along to.',
  ),
];

// ---------------------------------------------------------------- series

export const episodeNames: Words[] = [
  w('Isen brister', 'Isen brister', 'Jää pettää', 'The Ice Gives Way'),
  w('Första snön', 'Den første snøen', 'Ensilumi', 'First Snow'),
  w('Vittnet', 'Vitnet', 'Todistaja', 'The Witness'),
  w('Nattfärjan', 'Nattferja', 'Yölautta', 'The Night Ferry'),
  w('Spåret', 'Sporet', 'Jälki', 'The Trail'),
  w('Mörkertid', 'Mørketid', 'Kaamos', 'Polar Night'),
  w('Under ytan', 'Under overflaten', 'Pinnan alla', 'Beneath the Surface'),
  w('Nyckeln', 'Nøkkelen', 'Avain', 'The Key'),
  w('Tidvatten', 'Tidevann', 'Vuorovesi', 'Tides'),
  w('Förhöret', 'Avhøret', 'Kuulustelu', 'The Interrogation'),
  w('Dimma', 'Tåke', 'Sumu', 'Fog'),
  w('Gamla sår', 'Gamle sår', 'Vanhat haavat', 'Old Wounds'),
  w('Fotografiet', 'Fotografiet', 'Valokuva', 'The Photograph'),
  w('Hemvändaren', 'Hjemvenderen', 'Kotiinpalaaja', 'The Homecomer'),
  w('Midsommarnatten', 'Sankthansnatten', 'Juhannusyö', 'Midsummer Night'),
  w('Lögner', 'Løgner', 'Valheita', 'Lies'),
  w('Skiftet', 'Skiftet', 'Vuoronvaihto', 'Shift Change'),
  w('Bryggan', 'Brygga', 'Laituri', 'The Jetty'),
  w('Vakan', 'Råken', 'Avanto', 'The Ice Hole'),
  w('Tystnad', 'Stillhet', 'Hiljaisuus', 'Silence'),
  w('Återfallet', 'Tilbakefallet', 'Takaisku', 'Relapse'),
  w('Arvet', 'Arven', 'Perintö', 'The Legacy'),
  w('Stormvarning', 'Stormvarsel', 'Myrskyvaroitus', 'Storm Warning'),
  w('Gränsen', 'Grensen', 'Raja', 'The Border'),
  w('Bekännelsen', 'Tilståelsen', 'Tunnustus', 'The Confession'),
  w('Nordanvinden', 'Nordavinden', 'Pohjatuuli', 'The North Wind'),
  w('Blodsband', 'Blodsbånd', 'Verisiteet', 'Blood Ties'),
  w('Gryning', 'Morgengry', 'Aamunkoitto', 'Dawn'),
  w('Avslöjandet', 'Avsløringen', 'Paljastus', 'The Revelation'),
  w('Sista ordet', 'Siste ord', 'Viimeinen sana', 'The Last Word'),
  w('Ljuset återvänder', 'Lyset vender tilbake', 'Valo palaa', 'The Light Returns'),
  w('Kvarlevor', 'Levninger', 'Jäänteet', 'Remains'),
];

export const childEpisodeNames: Words[] = [
  w('Ekorrens gömställe', 'Ekornets gjemmested', 'Oravan piilopaikka', "The Squirrel's Hiding Place"),
  w('Regnig dag', 'Regnværsdag', 'Sadepäivä', 'Rainy Day'),
  w('Den stora snöbollen', 'Den store snøballen', 'Iso lumipallo', 'The Big Snowball'),
  w('Kalaset', 'Selskapet', 'Juhlat', 'The Party'),
  w('Borttappad!', 'Borte vekk!', 'Kadoksissa!', 'Lost!'),
  w('Stjärnklart', 'Stjerneklart', 'Tähtikirkas', 'Starry Night'),
  w('Skattjakten', 'Skattejakten', 'Aarteenetsintä', 'The Treasure Hunt'),
  w('Första skoldagen', 'Første skoledag', 'Ensimmäinen koulupäivä', 'First Day of School'),
  w('Vintersömnen', 'Vinterdvalen', 'Talviuni', 'The Winter Sleep'),
  w('Bäverns damm', 'Beverens demning', 'Majavan pato', "The Beaver's Dam"),
  w('Ugglans gåta', 'Uglas gåte', 'Pöllön arvoitus', "The Owl's Riddle"),
  w('Hemlisen', 'Hemmeligheten', 'Salaisuus', 'The Secret'),
  w('Äppelskörden', 'Epleinnhøstingen', 'Omenasato', 'The Apple Harvest'),
  w('Nattens ljud', 'Nattens lyder', 'Yön äänet', 'Sounds of the Night'),
  w('Den långa promenaden', 'Den lange turen', 'Pitkä kävely', 'The Long Walk'),
  w('Vänner för alltid', 'Venner for alltid', 'Ystävät ikuisesti', 'Friends Forever'),
];

export type SeriesKind = 'crime' | 'drama' | 'comedy' | 'children' | 'documentary' | 'history';

export interface SeriesDefinition {
  names: Words;
  kind: SeriesKind;
  country: string;
  language: string;
  seasons: number;
  episodesPerSeason: number;
  premise: Words;
}

export const seriesDefinitions: SeriesDefinition[] = [
  {
    names: w('Tystnaden i Norrvik', 'Stillheten i Norrvik', 'Norrvikin hiljaisuus', 'The Silence of Norrvik'),
    kind: 'crime',
    country: 'se',
    language: 'sv',
    seasons: 3,
    episodesPerSeason: 6,
    premise: w(
      'En kriminalkommissarie flyttar tillbaka till sin hemstad vid Höga kusten och möter en tystnad som har varat i trettio år.',
      'En politioverbetjent flytter tilbake til hjembyen ved Höga kusten og møter en taushet som har vart i tretti år.',
      'Rikoskomisario muuttaa takaisin kotikaupunkiinsa Korkealle rannikolle ja kohtaa kolmekymmentä vuotta jatkuneen vaikenemisen.',
      'A detective moves back to her home town on the High Coast and meets a silence that has lasted thirty years.',
    ),
  },
  {
    names: w('Fyrön', 'Fyrøya', 'Majakkasaari', 'Lighthouse Island'),
    kind: 'drama',
    country: 'no',
    language: 'no',
    seasons: 2,
    episodesPerSeason: 8,
    premise: w(
      'Tre syskon ärver familjens fyrplats längst ut i havsbandet och måste bestämma sig för om de ska stanna.',
      'Tre søsken arver familiens fyrstasjon ytterst i havgapet og må bestemme seg for om de skal bli.',
      'Kolme sisarusta perii suvun majakkasaaren ulkomeren laidalta ja joutuu päättämään, jäävätkö he sinne.',
      'Three siblings inherit the family lighthouse at the edge of the open sea and must decide whether to stay.',
    ),
  },
  {
    names: w('Kvarteret Lärkan', 'Kvartalet Lerka', 'Leivokortteli', 'Lark Street'),
    kind: 'comedy',
    country: 'se',
    language: 'sv',
    seasons: 2,
    episodesPerSeason: 6,
    premise: w(
      'Livet i en bostadsrättsförening där varje årsmöte blir ett litet krig.',
      'Livet i et borettslag der hvert årsmøte blir en liten krig.',
      'Elämää taloyhtiössä, jossa jokainen yhtiökokous muuttuu pieneksi sodaksi.',
      'Life in a housing co-operative where every annual meeting turns into a small war.',
    ),
  },
  {
    names: w('Skuggor i mörkertid', 'Skygger i mørketiden', 'Kaamoksen varjot', 'Shadows of the Polar Night'),
    kind: 'crime',
    country: 'fi',
    language: 'fi',
    seasons: 3,
    episodesPerSeason: 5,
    premise: w(
      'I en liten stad i Lappland utreder en polis en rad bränder mitt i den mörkaste tiden på året.',
      'I en liten by i Lappland etterforsker en politimann en rekke branner midt i den mørkeste tiden av året.',
      'Pienessä lappilaisessa kaupungissa poliisi tutkii tulipalojen sarjaa keskellä vuoden pimeintä aikaa.',
      'In a small Lapland town a police officer investigates a string of fires in the darkest time of the year.',
    ),
  },
  {
    names: w('Ekorrskogen', 'Ekornskogen', 'Oravametsä', 'Squirrel Wood'),
    kind: 'children',
    country: 'se',
    language: 'sv',
    seasons: 3,
    episodesPerSeason: 5,
    premise: w(
      'Ekorren Elsa och hennes vänner upplever små och stora äventyr i skogen.',
      'Ekornet Elsa og vennene hennes opplever små og store eventyr i skogen.',
      'Orava Elsa ja hänen ystävänsä kokevat pieniä ja suuria seikkailuja metsässä.',
      'Elsa the squirrel and her friends have little and big adventures in the forest.',
    ),
  },
  {
    names: w('Valfångarna', 'Hvalfangerne', 'Valaanpyytäjät', 'The Whalers'),
    kind: 'history',
    country: 'no',
    language: 'no',
    seasons: 2,
    episodesPerSeason: 4,
    premise: w(
      'Ett tidsdrama om en valfångstfamilj i Vestfold under 1920-talet.',
      'Et tidsdrama om en hvalfangstfamilie i Vestfold på 1920-tallet.',
      'Aikalaisdraama vestfoldilaisesta valaanpyytäjäsuvusta 1920-luvulla.',
      'A period drama about a whaling family in Vestfold in the 1920s.',
    ),
  },
  {
    names: w('Nordens ljus', 'Nordens lys', 'Pohjoisen valo', 'Light of the North'),
    kind: 'documentary',
    country: 'fi',
    language: 'fi',
    seasons: 2,
    episodesPerSeason: 4,
    premise: w(
      'En dokumentärserie om hur ljuset formar livet i norr, från midnattssol till polarnatt.',
      'En dokumentarserie om hvordan lyset former livet i nord, fra midnattssol til mørketid.',
      'Dokumenttisarja siitä, miten valo muovaa elämää pohjoisessa keskiyön auringosta kaamokseen.',
      'A documentary series about how light shapes life in the north, from midnight sun to polar night.',
    ),
  },
  {
    names: w(
      'Lilla trollets äventyr',
      'Det lille trollets eventyr',
      'Pikku peikon seikkailut',
      'Adventures of the Little Troll',
    ),
    kind: 'children',
    country: 'fi',
    language: 'fi',
    seasons: 2,
    episodesPerSeason: 6,
    premise: w(
      'Ett litet troll lär sig om vänskap, årstider och modet att säga förlåt.',
      'Et lite troll lærer om vennskap, årstider og motet til å si unnskyld.',
      'Pieni peikko oppii ystävyydestä, vuodenajoista ja rohkeudesta pyytää anteeksi.',
      'A little troll learns about friendship, the seasons and the courage to say sorry.',
    ),
  },
  {
    names: w('Gränsposten', 'Grenseposten', 'Rajavartio', 'The Border Post'),
    kind: 'crime',
    country: 'se',
    language: 'sv',
    seasons: 2,
    episodesPerSeason: 6,
    premise: w(
      'Vid den svensk-norska gränsen hittas en bil utan förare, och två poliser från var sitt land tvingas samarbeta.',
      'Ved grensen mellom Sverige og Norge blir en bil uten sjåfør funnet, og to politifolk fra hvert sitt land må samarbeide.',
      'Ruotsin ja Norjan rajalta löytyy auto ilman kuljettajaa, ja kahden maan poliisien on pakko tehdä yhteistyötä.',
      'A driverless car is found on the Swedish-Norwegian border, and two police officers from either side must work together.',
    ),
  },
  {
    names: w('Hamnljus', 'Havnelys', 'Sataman valot', 'Harbour Lights'),
    kind: 'drama',
    country: 'gb',
    language: 'en',
    seasons: 2,
    episodesPerSeason: 6,
    premise: w(
      'I en skotsk hamnstad försöker en ung läkare vinna förtroende hos öborna.',
      'I en skotsk havneby prøver en ung lege å vinne tilliten til øyboerne.',
      'Skotlantilaisessa satamakaupungissa nuori lääkäri yrittää voittaa saarelaisten luottamuksen.',
      'In a Scottish harbour town a young doctor tries to win the trust of the islanders.',
    ),
  },
];

// ---------------------------------------------------------------- people

export interface NamePool {
  first: string[];
  last: string[];
}

/** Invented people by culture; combined at random, so no real person is meant. */
export const namePools: Record<string, NamePool> = {
  sv: {
    first: [
      'Håkan',
      'Åsa',
      'Björn',
      'Märta',
      'Ingrid',
      'Gunnar',
      'Karin',
      'Linnéa',
      'Göran',
      'Örjan',
      'Agneta',
      'Mats',
      'Ulf',
      'Sofia',
      'Elin',
      'Jonas',
      'Maja',
      'Ebba',
      'Oskar',
      'Tove',
      'Per-Åke',
      'Lovisa',
    ],
    last: [
      'Lindqvist',
      'Åberg',
      'Söderström',
      'Björklund',
      'Nyström',
      'Hedlund',
      'Sjöberg',
      'Engström',
      'Öhman',
      'Wallin',
      'Forsberg',
      'Lundgren',
      'Ekström',
      'Holmberg',
      'Sandahl',
      'Fröberg',
      'Dahlén',
      'Åkesson',
    ],
  },
  no: {
    first: [
      'Øystein',
      'Sølvi',
      'Kjersti',
      'Bjørn',
      'Torbjørn',
      'Ingvild',
      'Eirik',
      'Siri',
      'Håvard',
      'Ragnhild',
      'Ståle',
      'Marit',
      'Jørgen',
      'Solveig',
      'Åse',
      'Trond',
    ],
    last: [
      'Haugen',
      'Bakke',
      'Sæther',
      'Strøm',
      'Dahl',
      'Myhre',
      'Aasen',
      'Bråten',
      'Fjeld',
      'Vik',
      'Ødegård',
      'Sørlie',
      'Kvale',
      'Nygård',
      'Løvås',
      'Berntsen',
    ],
  },
  fi: {
    first: [
      'Päivi',
      'Jyrki',
      'Sanna',
      'Mikko',
      'Aino',
      'Ville',
      'Tuula',
      'Jussi',
      'Kaisa',
      'Heikki',
      'Eeva',
      'Markku',
      'Sirkka',
      'Pekka',
      'Elina',
      'Onni',
      'Hannele',
      'Tiina',
    ],
    last: [
      'Jääskeläinen',
      'Mäkinen',
      'Hämäläinen',
      'Virtanen',
      'Lehtonen',
      'Kärkkäinen',
      'Heikkilä',
      'Nieminen',
      'Räsänen',
      'Koskinen',
      'Leppänen',
      'Väisänen',
      'Salminen',
      'Ahonen',
      'Kivelä',
      'Pöllänen',
    ],
  },
  da: {
    first: ['Søren', 'Mette', 'Kasper', 'Line', 'Jesper', 'Trine', 'Mads', 'Birgitte'],
    last: ['Kjær', 'Damgaard', 'Thygesen', 'Møller', 'Bech', 'Nørgaard', 'Lauridsen'],
  },
  is: {
    first: ['Guðrún', 'Sigurður', 'Ásdís', 'Þórir', 'Hildur', 'Einar'],
    last: ['Þórsdóttir', 'Magnússon', 'Eiríksdóttir', 'Gunnarsson', 'Ólafsdóttir', 'Sveinsson'],
  },
  en: {
    first: [
      'Margaret',
      'Daniel',
      'Olivia',
      'Thomas',
      'Grace',
      'Samuel',
      'Eleanor',
      'Patrick',
      'Fiona',
      'Callum',
      'Harriet',
      'Marcus',
    ],
    last: [
      'Whitfield',
      'Harrington',
      'Calloway',
      'Brennan',
      'Ashworth',
      'Pemberton',
      'Okafor',
      'Delaney',
      'McAllister',
      'Thornbury',
    ],
  },
  fr: {
    first: ['Amélie', 'Étienne', 'Céline', 'Théo', 'Noémie', 'Benoît', 'Hélène'],
    last: ['Lefèvre', 'Moreau', 'Garnier', 'Chevalier', 'Roussel', 'Bérard'],
  },
  de: {
    first: ['Jürgen', 'Lena', 'Matthias', 'Anja', 'Lukas', 'Friederike'],
    last: ['Schäfer', 'Brückner', 'Hoffmann', 'Köhler', 'Bäumer', 'Lindemann'],
  },
  es: {
    first: ['Lucía', 'Álvaro', 'Inés', 'Javier', 'Núria', 'Tomás'],
    last: ['Ibáñez', 'Ortega', 'Serrano', 'Muñoz', 'Peñalver', 'Castaño'],
  },
  it: {
    first: ['Giulia', 'Matteo', 'Chiara', 'Lorenzo', 'Nicolò'],
    last: ['Bianchi', 'Esposito', 'Ferraro', 'Conti', 'Mancuso'],
  },
  ja: {
    first: ['Aiko', 'Kenji', 'Yui', 'Takeshi', 'Haruka', 'Daichi'],
    last: ['Sato', 'Tanaka', 'Watanabe', 'Nakamura', 'Ishikawa', 'Fujita'],
  },
  ko: {
    first: ['Ji-woo', 'Min-jun', 'Seo-yeon', 'Do-hyun', 'Ha-eun'],
    last: ['Park', 'Choi', 'Kang', 'Yoon', 'Han'],
  },
  pl: {
    first: ['Agnieszka', 'Krzysztof', 'Zofia', 'Tomasz', 'Małgorzata'],
    last: ['Nowak', 'Kowalczyk', 'Wójcik', 'Mazur', 'Krawczyk'],
  },
  et: { first: ['Kadri', 'Tarmo', 'Liis', 'Mart'], last: ['Tamm', 'Saar', 'Kask', 'Mägi'] },
  nl: { first: ['Sanne', 'Joost', 'Femke', 'Bram'], last: ['de Vries', 'van Dijk', 'Bakker', 'Visser'] },
};
