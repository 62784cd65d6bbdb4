import type { rules as english } from '../en/rules.ts';
import type { Translation } from '../../message-types.ts';

export const rules = {
  'rules.title': 'Zasady',
  'rules.intro':
    'Capsy to pojedynek cierpliwości i pstrykających palców. Dwie strony siedzą naprzeciw siebie, każda pilnuje swojego kubka z kapslem położonym na wierzchu, i na zmianę pstrykają własnym kapslem przez boisko, żeby strącić kapsel przeciwnika. Oto zasady ligi: singiel trzyma się ich co do joty, pozostałe rodzaje gry trochę luźniej.',

  'rules.need.title': 'Co jest potrzebne',
  'rules.need.1':
    'Dwa kubki po 680 ml, po jednym na stronę. W luźnej grze wystarczy puszka albo butelka, ale w grach ligowych gra się na kubki.',
  'rules.need.2': 'Dwa kapsle do rzucania i po jednym kapslu położonym na wierzchu każdego kubka.',
  'rules.need.3':
    'Picie dla każdego gracza: 3 puszki po 354,8 ml albo 2 puszki po 0,5 l. W Easy Caps i grach towarzyskich połowa tego.',
  'rules.need.4': 'Każdy napój ma co najmniej 3 % alkoholu. Piwo bezalkoholowe jest dla kibiców.',
  'rules.need.5':
    'Boisko szerokie na 287 cm, mierzone między siedzeniami, bez niczego pomiędzy, co mogłoby zatrzymać albo odbić kapsel.',
  'rules.need.6': 'Dla każdego gracza siedzenie z oparciem i ręcznik pod ręką. Przyda się.',

  'rules.setup.title': 'Przygotowanie',
  'rules.setup.1': 'Gracze siedzą naprzeciw siebie, oparci plecami o oparcia; przez całą grę nie wstają.',
  'rules.setup.2':
    'Każdy kubek stoi na środkowej linii boiska, mniej więcej na wysokości połowy uda, tuż przed swoim właścicielem.',
  'rules.setup.3': 'Połóż kapsel na wierzchu każdego kubka. Kiedy kapsel już leży, nie ma rzutów próbnych.',
  'rules.setup.4': 'Zagrajcie w papier, kamień, nożyce: zwycięzca rzuca pierwszy.',

  'rules.throwing.title': 'Rzuty i zbicia',
  'rules.throwing.1': 'Strony rzucają na zmianę, po jednym rzucie, przez całą grę. Liczba rzutów zawsze jest równa.',
  'rules.throwing.2':
    'W swojej kolejce pstryknij kapslem w kubek przeciwnika. Strącisz kapsel z jego wierzchu: to zbicie.',
  'rules.throwing.3': 'Rzut chybiony albo trafiający w kubek bez strącenia kapsla po prostu oddaje kolejkę.',
  'rules.throwing.4': 'Rzut poza kolejką się nie liczy, w cokolwiek trafi.',

  'rules.rebuttals.title': 'Dobitki i punkty',
  'rules.rebuttals.1':
    'Po zbiciu przeciwnik ma dokładnie jeden rzut na dobitkę: jeśli od razu zbije z powrotem, zbicie się anuluje.',
  'rules.rebuttals.2': 'Udaną dobitkę też trzeba dobić: łańcuch trwa, zbicie za zbicie, dopóki obie strony trafiają.',
  'rules.rebuttals.3':
    'Pierwszy chybiony rzut w łańcuchu to nieudana dobitka, a strona, która zbiła ostatnia, zdobywa punkt.',
  'rules.rebuttals.4': 'Po punkcie gra toczy się dalej zwykłymi kolejkami. Każdy punkt zdobyty przeciwko tobie to łyk.',

  'rules.winning.title': 'Wygrana',
  'rules.winning.1':
    'Nagła śmierć: wygrywa strona, która pierwsza zdobędzie {points} punktów, bez względu na wynik drugiej.',
  'rules.winning.2':
    'Dogrywka: nadal potrzeba {points} punktów, ale też {lead} punktów przewagi. Przy {tied}\u2013{tied} gra toczy się, dopóki jedna strona nie odskoczy na dwa punkty; liga zapisuje gry z dogrywką do {max} punktów.',
  'rules.winning.3':
    'Wypite piwa liczy się z punktów zdobytych przeciwko tobie. W singlu to 1 piwo za 0\u20134 punkty, 2 piwa za 5\u20138 i wszystkie 3 piwa za 9 lub więcej; w Easy Caps i grach towarzyskich połowa porcji liczy się jako 1,5 piwa, gdy tylko przeciwnik zdobędzie punkt.',
  'rules.winning.4':
    'Przegrasz 11\u20130, to wisisz rundkę na golasa: jedno okrążenie wokół lokalu w tak skąpym stroju, na jaki pozwalają przyzwoitość i pogoda. Liga to odnotowuje.',

  'rules.types.title': 'Rodzaje gry',
  'rules.types.1': 'Singiel: jeden na jednego, z pełną porcją picia. Główny ranking ligi.',
  'rules.types.2': 'Easy Caps: jeden na jednego, z połową picia. Ma własny ranking.',
  'rules.types.3':
    'Towarzyska: jeden na jednego, z połową picia, dla zabawy i treningu. Statystyki się liczą, punkty nigdy się nie zmieniają.',
  'rules.types.4':
    'Debel: dwie drużyny po dwóch. Członkowie drużyny rzucają na zmianę i dzielą się piciem drużyny, a drużyny mają własny ranking.',

  'rules.league.title': 'Gra w lidze',
  'rules.league.1':
    'Po grze jeden z graczy dodaje ją w Dodaj grę, w jej trybie: tryb gry, punkty, zbicia i przeciwnik.',
  'rules.league.2':
    'Przeciwnik akceptuje ją albo odrzuca w Grach do akceptacji. Liczą się tylko zaakceptowane gry; gra, o której nikt nie zdecyduje, jest akceptowana automatycznie po dobie.',
  'rules.league.3':
    'Każdy gracz zaczyna z {startingPoints} punktami. Kiedy gra zostaje zaakceptowana, punkty przechodzą od przegranego do zwycięzcy według systemu Elo: wygrana z mocniejszym daje więcej niż wygrana ze słabszym, a jedna gra przesuwa najwyżej {maxMove} punktów. Gry towarzyskie nigdy nie zmieniają punktów.',
  'rules.league.4':
    'W rankingu pojawiasz się po {games} zaakceptowanych grach danego rodzaju. Turnieje prowadzą admini ligi.',
  'rules.league.5': 'Wszystko, czego te zasady nie rozstrzygają, rozstrzyga papier, kamień, nożyce.',

  'commandments.title': '10 przykazań',
  'commandments.intro': 'Zasady mówią, jak zdobywać punkty. Przykazania mówią, jak się przy tym zachowywać.',
  'commandments.1': 'Celuj w kapsel, nigdy w przeciwnika swego.',
  'commandments.2': 'Rzucaj tylko w swojej kolejce i pozwól przeciwnikowi rzucać w spokoju.',
  'commandments.3': 'Każde zbicie ogłaszaj głośno i wyraźnie, a nie przypisuj sobie takiego, którego nikt nie widział.',
  'commandments.4': 'Dobijaj na boisku, nie w kłótni po grze.',
  'commandments.5': 'Pij, ile zasady każą, bo pełny kubek to ciężkie sumienie.',
  'commandments.6': 'Trzymaj boisko w czystości: żadnych telefonów, łokci ani przekąsek między kubkami.',
  'commandments.7': 'Wytrzyj, coś rozlał, nim padnie następny rzut.',
  'commandments.8': 'Dodawaj każdą grę, którą rozegrasz, porażki równie wiernie jak wygrane.',
  'commandments.9': 'Uczciwą grę akceptuj bez zwłoki, a odrzucaj tylko to, co się nie wydarzyło.',
  'commandments.10':
    'Po przegranej 11\u20130 biegnij rundkę na golasa bez narzekania, a zwycięzcy niech wiwatują, aż wrócisz.',
} satisfies Translation<typeof english>;
