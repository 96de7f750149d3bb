import Lproj
