@testable import Lproj

/// A crafted `project.pbxproj` with every kind of item the reader resolves: classic groups with nested `<group>`
/// paths, a group without a path, `SOURCE_ROOT`, `<absolute>` and build-folder files, a variant group (a Base
/// storyboard and `en`, `fr`, `de` tables), a version group, and a synchronized folder with two exception sets; and an
/// app, a unit-test, a UI-test and a framework target.
enum XcodeProjectFixture {
    static let path = "/repo/App.xcodeproj"

    static let text = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		B001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* AppDelegate.swift */; };
        		B002 /* Helpers.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* Helpers.swift */; };
        		B003 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F007 /* Shared.swift */; };
        		B004 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V001 /* Main.storyboard */; };
        		B005 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F006 /* Assets.xcassets */; };
        		B006 /* Foundation.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = F005 /* Foundation.framework */; };
        		B007 /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F008 /* AppTests.swift */; };
        		B008 /* Kit.swift in Sources */ = {isa = PBXBuildFile; fileRef = F010 /* Kit.swift */; };
        		B009 /* Kit.h in Headers */ = {isa = PBXBuildFile; fileRef = F009 /* Kit.h */; settings = {ATTRIBUTES = (Public, ); }; };
        		B010 /* Model.xcdatamodeld in Sources */ = {isa = PBXBuildFile; fileRef = X001 /* Model.xcdatamodeld */; };
        		B011 /* Sparkle in Frameworks */ = {isa = PBXBuildFile; productRef = K001 /* Sparkle */; };
        		B012 /* Outside.swift in Sources */ = {isa = PBXBuildFile; fileRef = F013 /* Outside.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		F001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		F002 /* Helpers.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Helpers.swift; sourceTree = "<group>"; };
        		F003 /* App-Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = "Config/App-Info.plist"; sourceTree = SOURCE_ROOT; };
        		F004 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		F005 /* Foundation.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = Foundation.framework; path = System/Library/Frameworks/Foundation.framework; sourceTree = SDKROOT; };
        		F006 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        		F007 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../Shared/Shared.swift; sourceTree = "<group>"; };
        		F008 /* AppTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppTests.swift; sourceTree = "<group>"; };
        		F009 /* Kit.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Kit.h; sourceTree = "<group>"; };
        		F010 /* Kit.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Kit.swift; sourceTree = "<group>"; };
        		F011 /* README.md */ = {isa = PBXFileReference; lastKnownFileType = net.daringfireball.markdown; path = README.md; sourceTree = "<group>"; };
        		F012 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; name = Base.xcconfig; path = /opt/shared/Base.xcconfig; sourceTree = "<absolute>"; };
        		F013 /* Outside.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../../../Vendor/Outside.swift; sourceTree = "<group>"; };
        		F014 /* Kit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		V101 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        		V102 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Main.strings; sourceTree = "<group>"; };
        		V103 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
        		V104 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
        		X101 /* Model.xcdatamodel */ = {isa = PBXFileReference; lastKnownFileType = wrapper.xcdatamodel; path = Model.xcdatamodel; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		E001 /* Exceptions for "AppUITests" folder in "AppUITests" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        				Fixtures,
        			);
        			target = T003 /* AppUITests */;
        		};
        		E002 /* Exceptions for "AppUITests" folder in "AppTests" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Shared/UITestHelpers.swift,
        				fr.lproj/UITests.strings,
        			);
        			target = T002 /* AppTests */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		S001 /* AppUITests */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001 /* Exceptions for "AppUITests" folder in "AppUITests" target */, E002 /* Exceptions for "AppUITests" folder in "AppTests" target */, ); explicitFileTypes = {}; explicitFolders = (); path = AppUITests; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        		G000 = {
        			isa = PBXGroup;
        			children = (
        				G001 /* App */,
        				G002 /* AppTests */,
        				G003 /* Kit */,
        				S001 /* AppUITests */,
        				G004 /* Supporting Files */,
        				F003 /* App-Info.plist */,
        				F012 /* Base.xcconfig */,
        				G005 /* Products */,
        				G006 /* Frameworks */,
        			);
        			sourceTree = "<group>";
        		};
        		G001 /* App */ = {
        			isa = PBXGroup;
        			children = (
        				G011 /* Sources */,
        				F006 /* Assets.xcassets */,
        				V001 /* Main.storyboard */,
        				X001 /* Model.xcdatamodeld */,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        		G011 /* Sources */ = {
        			isa = PBXGroup;
        			children = (
        				F001 /* AppDelegate.swift */,
        				G012 /* Utilities */,
        				F007 /* Shared.swift */,
        				F013 /* Outside.swift */,
        			);
        			path = Sources;
        			sourceTree = "<group>";
        		};
        		G012 /* Utilities */ = {
        			isa = PBXGroup;
        			children = (
        				F002 /* Helpers.swift */,
        			);
        			name = Utilities;
        			path = Util;
        			sourceTree = "<group>";
        		};
        		G002 /* AppTests */ = {isa = PBXGroup; children = (F008 /* AppTests.swift */, ); path = AppTests; sourceTree = "<group>"; };
        		G003 /* Kit */ = {isa = PBXGroup; children = (F009 /* Kit.h */, F010 /* Kit.swift */, ); path = Kit; sourceTree = SOURCE_ROOT; };
        		G004 /* Supporting Files */ = {isa = PBXGroup; children = (F011 /* README.md */, ); name = "Supporting Files"; sourceTree = "<group>"; };
        		G005 /* Products */ = {isa = PBXGroup; children = (F004 /* App.app */, F014 /* Kit.framework */, ); name = Products; sourceTree = "<group>"; };
        		G006 /* Frameworks */ = {isa = PBXGroup; children = (F005 /* Foundation.framework */, ); name = Frameworks; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T001 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L001 /* Build configuration list for PBXNativeTarget "App" */;
        			buildPhases = (
        				P001 /* Sources */,
        				P002 /* Resources */,
        				P003 /* Frameworks */,
        			);
        			name = App;
        			productName = App;
        			productReference = F004 /* App.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T002 /* AppTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L002;
        			buildPhases = (P004 /* Sources */, );
        			name = AppTests;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        		T003 /* AppUITests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L002;
        			buildPhases = (P005 /* Sources */, );
        			fileSystemSynchronizedGroups = (
        				S001 /* AppUITests */,
        			);
        			name = AppUITests;
        			productType = "com.apple.product-type.bundle.ui-testing";
        		};
        		T004 /* Kit */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L003;
        			buildPhases = (P006 /* Sources */, P007 /* Headers */, );
        			name = Kit;
        			productType = "com.apple.product-type.framework";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		P000 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = L000 /* Build configuration list for PBXProject "App" */;
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        				fr,
        				de,
        			);
        			mainGroup = G000;
        			productRefGroup = G005 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				T001 /* App */,
        				T002 /* AppTests */,
        				T003 /* AppUITests */,
        				T004 /* Kit */,
        			);
        		};
        /* End PBXProject section */

        /* Begin build phases */
        		P001 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B001, B002, B003, B010, B012, ); runOnlyForDeploymentPostprocessing = 0; };
        		P002 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (B004, B005, ); runOnlyForDeploymentPostprocessing = 0; };
        		P003 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; buildActionMask = 2147483647; files = (B006, B011, ); runOnlyForDeploymentPostprocessing = 0; };
        		P004 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B007, ); };
        		P005 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( ); };
        		P006 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B008, ); };
        		P007 /* Headers */ = {isa = PBXHeadersBuildPhase; files = (B009, ); };
        /* End build phases */

        /* Begin PBXVariantGroup section */
        		V001 /* Main.storyboard */ = {
        			isa = PBXVariantGroup;
        			children = (
        				V101 /* Base */,
        				V102 /* en */,
        				V103 /* fr */,
        				V104 /* de */,
        			);
        			name = Main.storyboard;
        			sourceTree = "<group>";
        		};
        /* End PBXVariantGroup section */

        /* Begin XCBuildConfiguration section */
        		C001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Config/App-Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		C002 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Config/App-Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; DEVELOPMENT_LANGUAGE = fr; }; name = Release; };
        		C003 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; TEST_TARGET_NAME = App; }; name = Debug; };
        		C004 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Kit/Info.plist; PRODUCT_NAME = Kit; }; name = Debug; };
        		C005 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; INFOPLIST_FILE = "Shared/Project-Info.plist"; }; name = Debug; };
        		C006 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L000 = {isa = XCConfigurationList; buildConfigurations = (C005, C006, ); defaultConfigurationName = Release; };
        		L001 = {isa = XCConfigurationList; buildConfigurations = (C001 /* Debug */, C002 /* Release */, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
        		L002 = {isa = XCConfigurationList; buildConfigurations = (C003, ); defaultConfigurationName = Debug; };
        		L003 = {isa = XCConfigurationList; buildConfigurations = (C004, ); defaultConfigurationName = Debug; };
        /* End XCConfigurationList section */

        /* Begin XCVersionGroup section */
        		X001 /* Model.xcdatamodeld */ = {isa = XCVersionGroup; children = (X101 /* Model.xcdatamodel */, ); currentVersion = X101; path = Model.xcdatamodeld; sourceTree = "<group>"; versionGroupType = wrapper.xcdatamodel; };
        /* End XCVersionGroup section */

        /* Begin XCSwiftPackageProductDependency section */
        		K001 /* Sparkle */ = {isa = XCSwiftPackageProductDependency; productName = Sparkle; };
        /* End XCSwiftPackageProductDependency section */
        	};
        	rootObject = P000 /* Project object */;
        }

        """#

    /// The project read from ``text``.
    static var project: XcodeProject { XcodeProject(bytes: Array(text.utf8), path: path) }
}
